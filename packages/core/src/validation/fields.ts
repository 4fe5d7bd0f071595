import { z } from 'zod';
import { MSG, TEXT } from './messages';

const FIRST_DAY = new Date('1900-01-01T00:00:00Z');
const LAST_DAY = new Date('9999-12-31T23:59:59Z');

/**
 * A date a caller sends (a query's from/to): anything Date.parse reads, kept inside years the
 * database stores, so '-271821-04-20' is a Spanish 400 rather than PostgreSQL's 22008.
 */
export function boundedDate(message: string = TEXT.dateInvalid) {
  return z.coerce.date({ error: message }).min(FIRST_DAY, message).max(LAST_DAY, message);
}

/** A required string: a missing value and an empty one both answer with the same message. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** Loose email pattern of spec section 5: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailField(requiredMessage: string = MSG.emailInvalid) {
  return requiredText(requiredMessage)
    .max(254, MSG.emailInvalid)
    .regex(EMAIL_PATTERN, MSG.emailInvalid)
    .transform((value) => value.toLowerCase());
}

/** '#' then letters and digits only. */
export const HASHTAG_PATTERN = /^#[A-Za-z0-9]+$/;

export const hashtagField = z
  .string({ error: MSG.hashtagInvalid })
  .trim()
  .max(40, MSG.hashtagInvalid)
  .regex(HASHTAG_PATTERN, MSG.hashtagInvalid);

const PASSWORD_CHARS = /^[A-Za-z0-9!@#$%^&*()_+]*$/;

/**
 * The password rules of spec section 5 in the order a user meets them: empty, too short, too long,
 * a character outside the allowed set, then the digit-and-letter rule.
 */
export function passwordField(requiredMessage: string = MSG.passwordRequired) {
  return z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    const message = passwordProblem(value, requiredMessage);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

export function passwordProblem(value: string, requiredMessage: string = MSG.passwordRequired) {
  if (value.length === 0) return requiredMessage;
  if (value.length < 6) return MSG.passwordTooShort;
  if (value.length > 50) return MSG.passwordTooLong;
  if (!PASSWORD_CHARS.test(value)) return MSG.passwordInvalidChar;
  if (!/[0-9]/.test(value) || !/[A-Za-z]/.test(value)) return MSG.passwordNeedsDigitAndLetter;
  return undefined;
}

export const STORE_LANGUAGES = ['es', 'po', 'en'] as const;
export type StoreLanguage = (typeof STORE_LANGUAGES)[number];
