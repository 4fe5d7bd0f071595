import { createHash, randomBytes, randomInt, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { BoundedMap } from './bounded-map';

const ISSUER = 'mostrador';
const AUDIENCE = 'mostrador-staff';

export interface StaffClaims {
  userId: number;
  tokenVersion: number;
  /**
   * The user's store (null for the platform administrator), signed into the token so that a staff
   * call can read its user in that store's database scope, the same scope its queries then run
   * in, instead of switching the connection to the platform scope and back on every call.
   */
  storeId: number | null;
}

/** A store id claim: a positive integer, or null for a user without a store. */
const isStoreClaim = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0);

/** How many verified tokens are remembered; the oldest remembered is forgotten first. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** Signed staff bearer tokens: HS256 only, with expiry, issuer and audience checked. */
export class TokenService {
  /**
   * Tokens already verified, by their exact text, with the claims and expiry they carry. A staff
   * session sends the same token on every call, and the WebCrypto HMAC check was the largest
   * remaining share of a staff call's CPU; an identical string needs no second check until it
   * expires. Only valid tokens are kept, so a forged or altered one is always checked in full;
   * revocation does not depend on this (the guard compares token_version on every call).
   */
  private readonly verified = new BoundedMap<string, { claims: StaffClaims; expiresAtMs: number }>(
    VERIFIED_TOKENS_KEPT,
  );

  /**
   * Imported once: handed raw bytes, jose imports a WebCrypto key on every call, which was a
   * measurable share of each staff request's CPU.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  /**
   * @param now the clock, in milliseconds; tests hand a fake one so that expiry is checked without
   *   waiting for real seconds to pass (a one-second token crossed its expiry on a busy machine).
   */
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: StaffClaims): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({ ver: claims.tokenVersion, sid: claims.storeId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(await this.key);
  }

  /**
   * The claims of a valid token, or null for anything else (expired, forged, malformed, or issued
   * before tokens carried the store claim: those are refused like any invalid session).
   */
  async verify(token: string): Promise<StaffClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (this.now() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.now()),
      });
      const userId = Number(payload.sub);
      const tokenVersion = Number(payload.ver);
      if (!Number.isInteger(userId) || !Number.isInteger(tokenVersion)) return null;
      if (!('sid' in payload) || !isStoreClaim(payload.sid)) return null;
      const claims: StaffClaims = Object.freeze({ userId, tokenVersion, storeId: payload.sid });
      const expiresAtMs = Number(payload.exp) * 1000;
      // Sessions are few per user; the bound keeps many distinct valid tokens from growing it.
      if (Number.isFinite(expiresAtMs)) this.verified.set(token, { claims, expiresAtMs });
      return claims;
    } catch {
      return null;
    }
  }
}

/** 'dfmessenger-' plus 10 random hex characters (spec section 6). */
export function newSessionId(): string {
  return `dfmessenger-${randomBytes(5).toString('hex')}`;
}

/** A recovery code a person can type: 8 random digits. */
export function newRecoveryCode(): string {
  return Array.from({ length: 8 }, () => randomInt(10)).join('');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
