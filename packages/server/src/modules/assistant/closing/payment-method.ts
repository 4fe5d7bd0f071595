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
];

const PAY_CUE =
  /\b(?:(?:te |le |lo |la |se |les )?(?:pago|pagar(?:e|ia|emos)?|pagamos|pagaria|abono|abonar(?:e|ia)?|abonamos)|medio de pago(?:\s*:)?|forma de pago(?:\s*:)?)\b(?:\s+(?:es|seria|va a ser|con|en|por|via|mediante|por medio de|a traves de|usando|al|el|la|de|mi)\b)*\s*/;
/** A method said alone, also as a change of mind ('ah no, mejor transferencia'). */
const BARE_METHOD =
  /^(?:(?:mejor|no|ah|entonces|al final|pensandolo bien)\s+)*(?:(?:con|en|por|via|x)\s+)?(efectivo|efe|efvo|transferencia( bancaria)?|mercado ?pago|tarjeta( de (debito|credito))?|debito|credito|nequi|daviplata|oxxo|yape|plin|pix|spei)$/;

const hasPhrase = (text: string, phrase: string) => new RegExp(`(^|\\W)${phrase}($|\\W)`).test(text);

/** The store's method a customer's words name, by its name or by a common way to say it. */
export function matchMethod(text: string, methods: string[]): string | undefined {
  const said = fold(text)
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!said) return undefined;
  const byName = methods.find((name) => {
    const own = fold(name)
      .replace(/[^\p{L}\p{N} ]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return own !== '' && (hasPhrase(said, own) || said === own);
  });
  if (byName) return byName;
  let named = false;
  for (const group of METHOD_GROUPS) {
    if (!group.some((phrase) => hasPhrase(said, phrase))) continue;
    named = true;
    const found = methods.find((name) => group.some((phrase) => hasPhrase(fold(name), phrase)));
    if (found) return found;
  }
  if (named || !PAID_ON_ARRIVAL.some((phrase) => hasPhrase(said, phrase))) return undefined;
  return methods.find((name) => METHOD_GROUPS[0]!.some((phrase) => hasPhrase(fold(name), phrase)));
}

export function takePayment(clause: string, folded: string, methods: string[], expecting: boolean) {
  // 'mercado pago', 'con mercado pago' name a method ('pago' in it is no cue).
  if (BARE_METHOD.test(folded.replace(/[.,]+$/, '').trim())) {
    const method = matchMethod(clause, methods);
    if (method) return { method, rest: '' };
  }
  const cue = PAY_CUE.exec(folded);
  if (cue) {
    const said = clause.slice(cue.index + cue[0].length).trim();
    // 'pago' alone, or 'pago' before a product ('pago de 2 kg'?): not a method.
    if (!said || /\d/.test(said)) return undefined;
    // ('pago al recibir': the cue took 'al'; the words with it name cash on delivery.)
    const method = matchMethod(said, methods) ?? matchMethod(clause.slice(cue.index), methods);
    if (method) return { method, rest: clause.slice(0, cue.index).trim() };
    if (said.split(/\s+/).length <= 4) {
      return {
        problem: { field: 'payment_method' as const, message: CLOSING_TEXT.methodUnknown, text: said },
        rest: clause.slice(0, cue.index).trim(),
      };
    }
    return undefined;
  }
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
