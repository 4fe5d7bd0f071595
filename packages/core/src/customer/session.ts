import { z } from 'zod';
import { CUSTOMER_TEXT } from './messages';

/** Spec section 6: 'dfmessenger-' plus 10 random hex characters, kept in the browser's storage. */
export const CUSTOMER_SESSION_PATTERN = /^dfmessenger-[0-9a-f]{10}$/;

export function isCustomerSessionId(value: string): boolean {
  return CUSTOMER_SESSION_PATTERN.test(value);
}

/** A new session id; `randomHex` gives n random hex characters (crypto in the browser or server). */
export function newCustomerSessionId(randomHex: (n: number) => string): string {
  return `dfmessenger-${randomHex(10).toLowerCase()}`;
}

export const customerSessionIdSchema = z
  .string({ error: CUSTOMER_TEXT.sessionInvalid })
  .trim()
  .regex(CUSTOMER_SESSION_PATTERN, CUSTOMER_TEXT.sessionInvalid);
