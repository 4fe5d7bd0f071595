import { randomBytes, randomInt } from 'node:crypto';

/** Order numbers avoid look-alike characters (0/O, 1/I) since customers read them aloud or type them. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A per-store order number: 8 characters of a 32-letter alphabet (about 10^12 values). */
export function generateAlphanumId(length = 8): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** The customer's order page secret: 256 random bits, URL-safe. */
export function generateOrderToken(): string {
  return randomBytes(32).toString('base64url');
}
