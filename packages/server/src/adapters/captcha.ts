import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { create } from 'altcha-lib/frameworks/fastify';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usedCaptchas } from '../db/schema';

const CHALLENGE_TTL_SECONDS = 10 * 60;

export interface Captcha {
  challenge(): Promise<Challenge>;
  /** True once per solved, unexpired challenge signed by us. */
  verify(payload: string): Promise<boolean>;
}

/**
 * ALTCHA proof of work, self-hosted: we sign the challenge, the browser solves it, and a solved
 * challenge is recorded in the database so it cannot be replayed on any instance.
 */
export function altchaCaptcha(db: Db, secret: string, maxNumber: number): Captcha {
  const hmacSignatureSecret = `${secret}:challenge`;
  const hmacKeySignatureSecret = `${secret}:key`;
  const store = {
    async get() {
      return false;
    },
    async set() {},
    async setIfAbsent(id: string) {
      await db.delete(usedCaptchas).where(lt(usedCaptchas.expires_at, new Date()));
      const inserted = await db
        .insert(usedCaptchas)
        .values({ id, expires_at: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000) })
        .onConflictDoNothing()
        .returning({ id: usedCaptchas.id });
      return inserted.length > 0;
    },
  };
  const altcha = create({ deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store });
  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(maxNumber / 10), maxNumber),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
      }),
    async verify(payload) {
      const result = await altcha.verify(
        payload,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        store,
      );
      return result.error === null;
    },
  };
}
