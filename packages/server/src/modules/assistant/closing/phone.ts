/*
 * The phone in a closing message: after a cue ('mi cel es 11 5555-0000', 'whatsapp: ...'), next to
 * a name ('Mariela 3415443322', '1155667788 Marcos Paz'), or bare when it looks like one.
 */
import { CLOSING_TEXT, foldText as fold, isValidPhone } from '@mostrador/core';
import type { ContactProblem } from './contact-info';
import { NAME_CUE, splitName } from './names';

const PHONE_CUE =
  /\b(?:mi\s+|el\s+|un\s+)?(?:cel(?:ular|u)?|tel(?:efono|f)?(?:\s+fijo)?|fono|fijo|movil|whats?app|wsp|wpp|whats|numero(?:\s+de\s+(?:cel(?:ular)?|tel(?:efono)?|contacto))?|contacto|llamame\s+al|escribime\s+al)\b(?:\s+(?:es|:|al|el|seria))*\s*:?\s*/;

const NAME_AND_PHONE = /^(\p{L}[\p{L}'.-]*(?:\s+\p{L}[\p{L}'.-]*){0,3})\s*[,:-]?\s+(\+?\d[\d\s-]{6,}\d)$/u;
/** '1155667788 Marcos Paz': the phone first, then the name. */
const PHONE_AND_NAME = /^(\+?\d[\d\s-]{6,}\d)\s*[,:-]?\s+(\p{L}[\p{L}'.-]*(?:\s+\p{L}[\p{L}'.-]*){0,3})$/u;

export function takePhone(
  clause: string,
  folded: string,
  expecting: boolean,
  anyClosing = false,
):
  | {
      phone?: string;
      problem?: ContactProblem;
      name?: { first_name: string; last_name?: string };
      rest: string;
    }
  | undefined {
  const cue = PHONE_CUE.exec(folded);
  if (cue) {
    const after = clause.slice(cue.index + cue[0].length).trim();
    const before = clause.slice(0, cue.index).trim();
    // ('mi número 11-2233-4455 (whatsapp)': words in brackets are no part of it; '(55)' is.)
    const candidate = after
      .replace(/\([^)\d]*\)/g, ' ')
      .replace(/[.,]+$/, '')
      .trim();
    if (!candidate) return undefined;
    // ('fideos tallarín número 5': a name's number, not a phone, when 'número' alone says it.)
    if (/^(?:mi\s+|el\s+|un\s+)?numero\b(?!\s+de\b)/.test(cue[0]) && candidate.replace(/\D/g, '').length < 6)
      return undefined;
    if (/\d/.test(candidate) && isValidPhone(candidate)) return { phone: candidate, rest: before };
    if (/\d/.test(candidate)) {
      return {
        problem: { field: 'phone', message: CLOSING_TEXT.phoneInvalid, text: candidate },
        rest: before,
      };
    }
    return undefined;
  }
  // 'Mariela 3415443322', 'Ricardo Méndez, 341 222 3344': a name then a phone, during the closing
  // or written with a capital, is both.
  // ('soy Laura Gómez 3416554433': the cue says it is a name, and is no part of it.)
  const reversed = PHONE_AND_NAME.exec(clause.trim());
  const named = reversed
    ? ([reversed[0], reversed[2], reversed[1]] as const)
    : NAME_AND_PHONE.exec(clause.trim());
  const nameCue = named ? NAME_CUE.exec(fold(named[1]!)) : null;
  if (named && (expecting || anyClosing || nameCue || /^\p{Lu}/u.test(named[1]!))) {
    const phone = named[2]!.trim();
    const name = splitName(named[1]!.slice(nameCue?.[0].length ?? 0));
    if (name && isValidPhone(phone) && phone.replace(/\D/g, '').length >= 8) return { phone, name, rest: '' };
  }
  const bare = clause.replace(/^(es|el|al|mi)\s+/i, '').trim();
  // Without a cue ('mi cel es'), only what looks like a phone: '+598 99 123 456', '11 5555-0000',
  // '1155550000'; never a row of numbers ('2 3 45 1000 7').
  const looksLikePhone =
    /^\+\d/.test(bare) ||
    /\d{4}[\s-]?\d{4}/.test(bare) ||
    // '222-310-7788', '(222) 404 5566', '099 555 123': groups of digits as phones are written.
    /^\(?\d{2,4}\)?[\s-]\d{3,4}[\s-]\d{3,4}$/.test(bare) ||
    // '341 15 555 1234', '341 5 123 321': up to four groups, the first of two digits or more.
    /^\+?\(?\d{2,4}\)?(?:[\s-]\d{1,4}){1,3}$/.test(bare) ||
    // ('351 7654321': the area code, then the number in one piece.)
    /^\(?\d{2,4}\)?[\s-]\d{6,8}$/.test(bare);
  if (isValidPhone(bare) && (expecting || (looksLikePhone && bare.replace(/\D/g, '').length >= 8)))
    return { phone: bare, rest: '' };
  if (expecting && /\d/.test(bare) && /[a-z]/i.test(bare) && bare.replace(/\D/g, '').length >= 6) {
    return { problem: { field: 'phone', message: CLOSING_TEXT.phoneInvalid, text: bare }, rest: '' };
  }
  return undefined;
}
