/*
 * A closing message cut into clauses: line breaks, ';', '?', '!', ', ' and '. ' (not after an
 * abbreviation: 'Av. Reforma'), words in brackets, and ' y ' before a cue ('soy Carla y mi cel
 * es …'). Each clause is then read for one kind of data (contact-info.ts).
 */
import { foldText } from '@mostrador/core';
import { NAME_CUE } from './names';

/** Lower case without accents, one character per character (so indexes map to the original). */
const fold = foldText;

/**
 * Abbreviations that end with a dot inside an address ('Av. Reforma', 'Col. Juárez', 'Br. Artigas'
 * in Montevideo, 'Calz. de Tlalpan', 'Priv. Las Flores', 'Dg. 40' in Bogotá, '3 Ote.' in Puebla).
 */
const ABBREVIATIONS = new Set(
  [
    'av avda avd ave col dpto depto dto nro no num esq gral pje psje bv blvd bvar br cra kra cl cll dr dra',
    'sta sto km mz lt of int ext tte cnel pte ote nte ing prof sr sra calz priv prol fracc carr dg diag tv',
    'transv cjon lic mtro gob',
  ]
    .join(' ')
    .split(' '),
);

/** Words that start the next clause after ' y ' ('soy Carla y mi cel es ...'). */
const CLAUSE_START =
  /^(pago|pagar|pagaria|pagare|abono|abonar|soy|me llamo|mi (cel|celular|tel|telefono|numero|nombre|direccion|whats?app|wsp|wpp)|el (cel|celular|tel|telefono)|te paso|lo retiro|lo paso|paso a|retiro|envia|envie|mand|traem|llevam|a nombre)/;

/** A label before a colon ('mi tel: ...', 'dirección: ...'): the value follows in the same clause. */
const LABEL =
  /(?:cel|celular|tel|telefono|fono|movil|whats?app|wsp|wpp|numero|contacto|direccion|domicilio|dir|nombre|pago|medio de pago|forma de pago)\s*$/;

/** Lower case without accents, punctuation or repeated spaces: 'A domicilio, ¡porfa!' -> 'a domicilio porfa'. */
export const plainWords = (text: string) =>
  fold(text)
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A name cue with nothing after it yet: 'a mi nombre, Marisol Flores' is one clause. */
const NAME_LABEL = /(?:^|\s)(?:a mi nombre|mi nombre es|a nombre de|me llamo)$/;

/** Splits on line breaks, ';', '?', '!', ', ' and '. ' (not after an abbreviation), and ' y ' before a cue. */
export function clauses(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  const push = () => {
    if (current.trim()) parts.push(current.trim());
    current = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    // ('soy Nicolas (fono 977665544)': words in brackets are a clause of their own; '(55) 1234'
    // is a phone.)
    const bracket = (c === '(' && /\p{L}/u.test(text[i + 1] ?? '')) || (c === ')' && !current.includes('('));
    // ('Nombre: Milagros Torres / cel: 944 556 221': a slash between spaces parts two data.)
    const slash = c === '/' && text[i - 1] === ' ' && text[i + 1] === ' ';
    if ('\n;?!¿¡'.includes(c) || bracket || slash) {
      push();
      continue;
    }
    // 'lo retiro: 3 coca zero de 500' is two clauses ('10:30' is not).
    if (c === ':' && /\s/.test(text[i + 1] ?? ' ') && !LABEL.test(fold(current))) {
      push();
      continue;
    }
    if ((c === ',' || c === '.') && /\s/.test(text[i + 1] ?? ' ')) {
      if (c === ',' && NAME_LABEL.test(fold(current).trim())) {
        current += c;
        continue;
      }
      const word = fold(/([\p{L}]+)$/u.exec(current)?.[1] ?? '');
      if (c === '.' && ABBREVIATIONS.has(word)) {
        current += c;
        continue;
      }
      // A decimal comma ('1, 5 kg' is rare; '1,5' has no space) or a thousands dot stays.
      push();
      continue;
    }
    // ('me llamo Catalina Pizarro y quiero pedir…': the name ends at 'y'.)
    if (
      c === ' ' &&
      /^y\s/i.test(text.slice(i + 1)) &&
      (CLAUSE_START.test(fold(text.slice(i + 3).trimStart())) || NAME_CUE.test(fold(current.trim())))
    ) {
      push();
      i += 2;
      continue;
    }
    current += c;
  }
  push();
  return parts;
}
