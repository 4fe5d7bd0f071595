/*
 * The payment method in a closing message ('pago en efectivo', 'con mercado pago', 'transfe'),
 * matched to the store's own methods by their names or by the common ways to say them.
 */
import { CLOSING_TEXT, foldText as fold } from '@mostrador/core';

/** Ways customers name common methods; a store's method matches a group when its name does too. */
const METHOD_GROUPS: string[][] = [
  [
    'efectivo',
    'efe',
    'efvo',
    'efec',
    'cash',
    'contado',
    'billete',
    'plata en mano',
    'en mano',
    'contra entrega',
    'contraentrega',
  ],
  [
    'transferencia',
    'transfe',
    'transf',
    'trasferencia',
    'tranferencia',
    'transfiero',
    'transferir',
    'transfer',
    'cbu',
    'cvu',
    'alias',
    'deposito',
    'spei',
    'pix',
  ],
  ['mercado pago', 'mercadopago', 'mp', 'link de pago', 'qr'],
  ['tarjeta', 'debito', 'credito', 'posnet', 'pos', 'visa', 'master', 'mastercard'],
  ['nequi'],
  ['daviplata'],
  ['oxxo'],
  ['yape'],
  ['plin'],
];

/**
 * Paid when the order arrives ('pago al recibir'): cash, as 'contra entrega' is, unless the words
 * name another method too ('con tarjeta al recibir'): read after every other group.
 */
const PAID_ON_ARRIVAL = [
  'al recibir',
  'a la entrega',
  'en la entrega',
  'al entregar',
  'cuando llegue',
  'cuando me llegue',
  // Paid when it is picked up ('pago al recoger', 'pago ahí'): on the spot, as on arrival.
  'al retirar',
  'al retirarlo',
  'al recoger',
  'al recogerlo',
  'al pasar',
  'cuando paso',
  'cuando pase',
  'cuando retire',
  'cuando lo busque',
  'en el local',
  'en la tienda',
  'en caja',
  'ahi',
  'ahi mismo',
  'alla',
];

const PAY_CUE =
  /\b(?:(?:te |le |lo |la |se |les )?(?:pago|pagar(?:e|ia|emos)?|pagamos|pagaria|abono|abonar(?:e|ia)?|abonamos)|medio de pago(?:\s*:)?|forma de pago(?:\s*:)?)\b(?:\s+(?:es|seria|va a ser|con|en|por|via|mediante|por medio de|a traves de|usando|al|el|la|de|mi)\b)*\s*/;
/** A method said alone, also as a change of mind ('ah no, mejor transferencia'). */
const BARE_METHOD =
  /^(?:(?:mejor|no|ah|entonces|al final|pensandolo bien)\s+)*(?:(?:con|en|por|via|x)\s+)?(efectivo|efe|efvo|cash|transferencia( bancaria)?|transfe|transf|mercado ?pago|mp|tarjeta( de (debito|credito))?|debito|credito|nequi|daviplata|oxxo|yape|plin|pix|spei)$/;

/** A method said right after a phone's digits. */
const AFTER_PHONE =
  /^(.*\d[\s,]*)\s(?:(?:con|en|por|via|pago|pago con|pago en)\s+)?(efectivo|cash|transferencia|transfe|mercado ?pago|tarjeta|debito|credito|nequi|daviplata|yape|plin|pix|spei)$/;

/** When a customer pays, with no method said (where is paid on the spot: PAID_ON_ARRIVAL). */
const WHERE_OR_WHEN = /^(?:despues|luego|mas tarde|en un rato|otro dia)[.!]*$/;

const hasPhrase = (text: string, phrase: string) => new RegExp(`(^|\\W)${phrase}($|\\W)`).test(text);

/** A store's method as the reading needs it: its name, and what the store says about it. */
export interface MethodText {
  name: string;
  method_info?: string | null;
}

/** 'pago con 20 mil', 'con un billete de $5000': the bill a customer pays cash with. */
const BILL = String.raw`\$?\s*\d[\d.,]*\s*(?:mil|lucas|pesos|k)?`;
const CASH_TENDER = new RegExp(String.raw`^(?:un billete de\s+)?${BILL}$`);

/** The store's method a customer's words name, by its name or by a common way to say it. */
export function matchMethod(text: string, methods: MethodText[]): string | undefined {
  const said = fold(text)
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!said) return undefined;
  const byName = methods.find(({ name }) => {
    const own = fold(name)
      .replace(/[^\p{L}\p{N} ]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return own !== '' && (hasPhrase(said, own) || said === own);
  });
  if (byName) return byName.name;
  let named = false;
  for (const group of METHOD_GROUPS) {
    const phrases = group.filter((phrase) => hasPhrase(said, phrase));
    if (phrases.length === 0) continue;
    named = true;
    const found = methods.find(({ name }) => group.some((phrase) => hasPhrase(fold(name), phrase)));
    if (found) return found.name;
    // 'con tarjeta' where the store says 'Pagás con MercadoPago (tarjeta de débito, crédito...)':
    // the one method whose own description names what was said.
    const described = methods.filter(({ method_info }) =>
      phrases.some((phrase) => hasPhrase(fold(method_info ?? ''), phrase)),
    );
    if (described.length === 1) return described[0]!.name;
  }
  if (named || !PAID_ON_ARRIVAL.some((phrase) => hasPhrase(said, phrase))) return undefined;
  return cashMethod(methods);
}

const cashMethod = (methods: MethodText[]) =>
  methods.find(({ name }) => METHOD_GROUPS[0]!.some((phrase) => hasPhrase(fold(name), phrase)))?.name;

export function takePayment(clause: string, folded: string, methods: MethodText[], expecting: boolean) {
  // 'mercado pago', 'con mercado pago' name a method ('pago' in it is no cue).
  if (BARE_METHOD.test(folded.replace(/[.,]+$/, '').trim())) {
    const method = matchMethod(clause, methods);
    if (method) return { method, rest: '' };
  }
  // ('tarjeta por mercado pago': the 'pago' of a method's name is no cue; same length, same indexes.)
  const cue = PAY_CUE.exec(folded.replace(/\bmercado pago\b/g, 'mercado_pago'));
  if (cue) {
    const said = clause.slice(cue.index + cue[0].length).trim();
    // 'pago con 20 mil': cash, with the bill to bring change for.
    const cash = CASH_TENDER.test(fold(said)) ? cashMethod(methods) : undefined;
    if (cash) return { method: cash, rest: clause.slice(0, cue.index).trim() };
    // ('pago en efectivo y llevo de 500': the method, then the note for the change.)
    const joined = /^(\D+?)\s+y\s+(.*\d.*)$/.exec(said);
    const named = joined ? matchMethod(joined[1]!, methods) : undefined;
    if (named) {
      const rest = [clause.slice(0, cue.index).trim(), joined![2]!].filter(Boolean).join(', ');
      return { method: named, rest };
    }
    // 'pago' alone, or 'pago' before a product ('pago de 2 kg'?): not a method.
    if (!said || /\d/.test(said)) return undefined;
    // ('pago al recibir': the cue took 'al'; the words with it name cash on delivery.)
    const method = matchMethod(said, methods) ?? matchMethod(clause.slice(cue.index), methods);
    if (method) return { method, rest: clause.slice(0, cue.index).trim() };
    // 'pago después': when, no method; the question is asked again.
    if (WHERE_OR_WHEN.test(fold(said)))
      return {
        problem: { field: 'payment_method' as const, message: CLOSING_TEXT.methodUnknown, text: '' },
        rest: clause.slice(0, cue.index).trim(),
      };
    if (said.split(/\s+/).length <= 4) {
      return {
        problem: { field: 'payment_method' as const, message: CLOSING_TEXT.methodUnknown, text: said },
        rest: clause.slice(0, cue.index).trim(),
      };
    }
    return undefined;
  }
  // ('Nahuel Giménez 1165432198 efectivo': the method said after the phone.)
  const after = AFTER_PHONE.exec(folded.replace(/[.,]+$/, ''));
  const trailing = after ? matchMethod(after[2]!, methods) : undefined;
  if (trailing) return { method: trailing, rest: clause.slice(0, after![1]!.length).trim() };
  const bare = folded.replace(/[.,]+$/, '').trim();
  if (BARE_METHOD.test(bare) || expecting) {
    const method = matchMethod(clause, methods);
    if (method) return { method, rest: '' };
    if (BARE_METHOD.test(bare) || (expecting && bare.split(' ').length <= 3 && !/\d/.test(bare))) {
      return {
        problem: {
          field: 'payment_method' as const,
          message: CLOSING_TEXT.methodUnknown,
          text: clause.trim(),
        },
        rest: '',
      };
    }
  }
  return undefined;
}

/** A note paid with, or exact money ('tengo de 20 mil', 'llevo billete de 20.000', 'tengo justo'). */
const TENDER_NOTE = new RegExp(
  String.raw`^(?:tengo|llevo|traigo|te doy|le doy|pago con|con|voy con)\s+(?:(?:un\s+)?billetes?\s+de\s+|de\s+|uno de\s+)?(?:${BILL}|justo|el justo|sencillo|cambio)$`,
);
export const isTenderNote = (clause: string) => TENDER_NOTE.test(fold(clause).trim());
