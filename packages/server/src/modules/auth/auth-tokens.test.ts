import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { BoundedMap } from '../../lib/bounded-map';
import { TokenService, VERIFIED_TOKENS_KEPT } from '../../lib/tokens';
import {
  bearer,
  createStore,
  createTestApp,
  login,
  messageOf,
  type TestContext,
} from '../../../test/helpers';

/*
 * Staff bearer tokens (ADR 0001): HS256 only, issuer 'mostrador', audience 'mostrador-staff',
 * expiry, and the user's token_version. Each forged variant below differs from a valid token in
 * exactly one of those, and each is refused with the session message.
 */
const SECRET = 'k'.repeat(40);
const SESSION = 'Error en sesion, por favor ingrese sus credenciales.';
const key = (secret: string) => new TextEncoder().encode(secret);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let ctx: TestContext;
let userId: number;
let storeId: number;
let otherStoreId: number;
let email: string;
let password: string;
let otherUserId: number;
beforeAll(async () => {
  ctx = await createTestApp({ JWT_SECRET: SECRET });
  const { admin, store } = await createStore(ctx.database);
  ({ id: userId, email, password } = admin);
  storeId = store.id;
  const other = await createStore(ctx.database);
  otherUserId = other.admin.id;
  otherStoreId = other.store.id;
});
afterAll(() => ctx.close());

interface Forge {
  secret?: string;
  alg?: 'HS256' | 'HS384' | 'HS512';
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  version?: number;
  subject?: string;
  /** The store claim; `undefined` leaves it out, as tokens issued before it existed did. */
  store?: number | null | string;
}

/** A token like the server's, with one part changed. */
function forge(options: Forge = {}) {
  const now = Math.floor(Date.now() / 1000);
  const sid = 'store' in options ? options.store : storeId;
  return new SignJWT(sid === undefined ? { ver: options.version ?? 0 } : { ver: options.version ?? 0, sid })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(options.subject ?? String(userId))
    .setIssuer(options.issuer ?? 'mostrador')
    .setAudience(options.audience ?? 'mostrador-staff')
    .setIssuedAt(now - 10)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .sign(key(options.secret ?? SECRET));
}

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/store/me', headers: bearer(token) });

async function expectRefused(token: string) {
  const res = await me(token);
  expect(res.statusCode).toBe(401);
  expect(messageOf(res)).toBe(SESSION);
}

describe('staff token checks', () => {
  it('accepts a token made exactly like the server makes them (the control case)', async () => {
    const res = await me(await forge());
    expect(res.statusCode).toBe(200);
  });

  it("refuses alg 'none' (unsigned) tokens, with or without a signature part", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: String(userId),
      ver: 0,
      iss: 'mostrador',
      aud: 'mostrador-staff',
      iat: now,
      exp: now + 600,
    };
    for (const header of [{ alg: 'none' }, { alg: 'None', typ: 'JWT' }, { alg: 'none', typ: 'JWT' }]) {
      await expectRefused(`${b64(header)}.${b64(claims)}.`);
      await expectRefused(`${b64(header)}.${b64(claims)}`);
    }
  });

  it('refuses a token signed with another key', async () => {
    await expectRefused(await forge({ secret: 'otra-clave-'.repeat(4) }));
  });

  it('refuses another HMAC algorithm even with the right key', async () => {
    await expectRefused(await forge({ alg: 'HS512' }));
    await expectRefused(await forge({ alg: 'HS384' }));
  });

  it('refuses an expired token', async () => {
    await expectRefused(await forge({ expiresAt: Math.floor(Date.now() / 1000) - 60 }));
  });

  it('refuses a wrong audience and a wrong issuer', async () => {
    await expectRefused(await forge({ audience: 'mostrador-client' }));
    await expectRefused(await forge({ issuer: 'otro-emisor' }));
  });

  it('refuses a subject that is not a user id, or a user that does not exist', async () => {
    await expectRefused(await forge({ subject: 'admin' }));
    await expectRefused(await forge({ subject: '999999999' }));
  });

  it('refuses a token without the store claim (issued before it existed) or with a malformed one', async () => {
    await expectRefused(await forge({ store: undefined }));
    await expectRefused(await forge({ store: String(storeId) }));
    await expectRefused(await forge({ store: 0 }));
  });

  it("refuses a store claim that is not the user's own store, or none for a store user", async () => {
    await expectRefused(await forge({ store: otherStoreId }));
    await expectRefused(await forge({ store: null }));
    await expectRefused(await forge({ store: 999999999 }));
  });

  it('refuses a token whose signature was tampered with, or whose claims were swapped', async () => {
    const token = await forge();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // A character in the middle: the last one carries padding bits that some changes leave equal.
    const middle = 10;
    const flipped = `${signature.slice(0, middle)}${signature[middle] === 'A' ? 'B' : 'A'}${signature.slice(middle + 1)}`;
    await expectRefused(`${header}.${payload}.${flipped}`);
    const other = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    // Another real user's id: only the signature stands between the caller and that account.
    await expectRefused(`${header}.${b64({ ...other, sub: String(otherUserId) })}.${signature}`);
  });

  it('refuses every token issued before a password change, and accepts the new one', async () => {
    const { jwt_token: before } = await login(ctx.app, email, password, '10.20.0.1');
    const forgedOld = await forge({ version: 0 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/changepassword',
      headers: bearer(before),
      payload: { old_password: password, new_password: 'nueva123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(row!.token_version).toBeGreaterThan(0);
    await expectRefused(before);
    await expectRefused(forgedOld);
    const fresh = (res.json() as { session: { jwt_token: string } }).session.jwt_token;
    expect((await me(fresh)).statusCode).toBe(200);
  });
});

describe('verified tokens kept in memory', () => {
  const claims = { userId: 7, tokenVersion: 2, storeId: 3 };

  it('still refuses a remembered token once it expires', async () => {
    let now = Date.UTC(2026, 10, 29, 12, 0, 0, 500);
    const service = new TokenService(SECRET, 60, () => now);
    const token = await service.sign(claims);
    expect(await service.verify(token)).toEqual(claims);
    now += 59_000;
    // Remembered, and still within its minute.
    expect(await service.verify(token)).toEqual(claims);
    // exp has one-second resolution: 60 s after a start at .500 is past it.
    now += 1_000;
    expect(await service.verify(token)).toBeNull();
    // Forgotten once refused, and checked in full again: still refused.
    expect(await service.verify(token)).toBeNull();
  });

  it('checks an altered copy of a remembered token in full, and another key never shares them', async () => {
    const service = new TokenService(SECRET, 600);
    const token = await service.sign(claims);
    expect(await service.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const other = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sid: 4 };
    expect(await service.verify(`${header}.${b64(other)}.${signature}`)).toBeNull();
    expect(await new TokenService('otra-clave-'.repeat(4), 600).verify(token)).toBeNull();
  });

  it('keeps at most VERIFIED_TOKENS_KEPT tokens, forgetting the oldest first', async () => {
    const service = new TokenService(SECRET, 600);
    const kept = (service as unknown as { verified: BoundedMap<string, unknown> }).verified;
    let first = '';
    for (let userId = 1; userId <= VERIFIED_TOKENS_KEPT + 1; userId += 1) {
      const token = await service.sign({ ...claims, userId });
      if (userId === 1) first = token;
      expect(await service.verify(token)).not.toBeNull();
    }
    expect(kept.size).toBe(VERIFIED_TOKENS_KEPT);
    expect(kept.get(first)).toBeUndefined();
    // Forgotten is not refused: it is checked in full again.
    expect(await service.verify(first)).toEqual({ ...claims, userId: 1 });
  }, 60_000);
});
