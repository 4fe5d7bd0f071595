import { createHash, randomBytes, randomInt, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'mostrador';
const AUDIENCE = 'mostrador-staff';

export interface StaffClaims {
  userId: number;
  tokenVersion: number;
}

/** Signed staff bearer tokens: HS256 only, with expiry, issuer and audience checked. */
export class TokenService {
  /**
   * Imported once: handed raw bytes, jose imports a WebCrypto key on every call, which was a
   * measurable share of each staff request's CPU.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
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
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.key);
  }

  /** The claims of a valid token, or null for anything else (expired, forged, malformed). */
  async verify(token: string): Promise<StaffClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const userId = Number(payload.sub);
      const tokenVersion = Number(payload.ver);
      if (!Number.isInteger(userId) || !Number.isInteger(tokenVersion)) return null;
      return { userId, tokenVersion };
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
