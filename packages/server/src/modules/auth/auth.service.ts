import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  inactiveUserMessage,
  type UserSession,
  type registerStoreSchema,
  type changePasswordSchema,
  type ownUserDataSchema,
  type passwordRecoverSchema,
} from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { withPlatformScope, withStoreScope } from '../../db/scope';
import { passwordRecoveries, stores, users } from '../../db/schema';
import type { Captcha } from '../../adapters/captcha';
import type { Mailer } from '../../adapters/mail';
import { CRM_FIELD, type Crm } from '../../adapters/crm';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { newRecoveryCode, newSessionId, safeEqual, sha256, type TokenService } from '../../lib/tokens';
import { findUserByEmail, findUserWithStore, setPassword, setUserName } from '../users/users.api';
import { sessionStore, storePublicData } from '../stores/store-view';
import { findStoreByHashtag } from '../stores/stores.api';
import { recordStoreEvent } from '../logs/store-logs';
import type { UserRow } from '../../db/rows';

export const AUTH_TEXT = {
  badCredentials: 'Email o contraseña incorrectos',
  tooManyLogins: 'Demasiados intentos de ingreso, por favor intentelo de nuevo en unos minutos.',
  tooManyRecoveries: 'Demasiados intentos, por favor intentelo de nuevo en unos minutos.',
  captchaInvalid: 'El CAPTCHA no es valido o ya fue usado, por favor completelo de nuevo',
  hashtagTaken: 'El hashtag ya esta en uso, por favor elija otro',
  emailTaken: 'El email ya esta registrado',
  recoveryInvalid: 'El codigo es invalido o expiro, por favor solicite uno nuevo',
  recoverySent:
    'Codigo enviado, por favor chequee su casilla de email. Luego copie el codigo y peguelo en el campo correspondiente.',
  recoverySubject: 'Mostrador: codigo para recuperar su contraseña',
  passwordUpdated: 'Contraseña actualizada correctamente',
  wrongCurrentPassword: 'Por favor ingrese la contraseña actual valida',
  registered: 'Usuario registrado exitosamente',
  ownDataSaved: 'Datos del usuario guardados',
} as const;

const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failures per account from all addresses: this many times the per-address limit. */
export const ACCOUNT_CEILING_FACTOR = 10;
/** An address stays known to an account for 30 days after a successful login from it. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/** The rate-limit keys of one login attempt (the email arrives lower-cased by the schema). */
export function loginKeys(email: string, address: string) {
  return {
    address: `login:ip:${address}`,
    pair: `login:pair:${email}:${address}`,
    account: `login:account:${email}`,
    known: `login:known:${email}:${address}`,
  };
}
/**
 * Login and recovery have no store yet: the email names the user (the one platform lookup,
 * `userByEmail`), and the user's work runs in their store's scope, or in the platform's for the
 * platform administrator, who has no store (docs/adr/0011).
 */
function inUserScope<T>(user: Pick<UserRow, 'store_id'>, fn: () => Promise<T>): Promise<T> {
  return user.store_id ? withStoreScope(user.store_id, fn) : withPlatformScope(fn);
}

const RECOVERY_TTL_MS = 15 * 60 * 1000;
const RECOVERY_MAX_ATTEMPTS = 5;

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  limiter: RateLimiter;
  captcha: Captcha;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Spec section 7: the contact sync of a new store's admin. */
  crm: Crm;
  supportEmail: string;
  maxLoginsPerAddress: number;
  maxFailuresPerAccount: number;
  recoverySecret: string;
}

export function createAuthService(deps: AuthDeps) {
  const { db } = deps;
  const codeHash = (code: string) => sha256(`${deps.recoverySecret}:${code}`);
  const userByEmail = (email: string) => withPlatformScope(() => findUserByEmail(db, email));

  async function buildSession(user: UserRow): Promise<UserSession> {
    const row = await findUserWithStore(db, user.id);
    const store = row?.store ?? null;
    return {
      user: { id: user.id, email: user.email, name: user.name },
      is_admin: user.is_admin,
      userType: user.is_admin ? 'admin' : 'store',
      store: store ? sessionStore(store) : null,
      store_role: user.store_role ?? null,
      enabled: user.enabled && (store?.enabled ?? true),
      jwt_token: await deps.tokens.sign({
        userId: user.id,
        tokenVersion: user.token_version,
        storeId: user.store_id ?? null,
      }),
      session_id: newSessionId(),
      store_public_data: store ? storePublicData(store) : null,
      product_list_token: null,
    };
  }

  /** Recovery codes being stored and mailed after their answer went out. */
  const recoveries = new Set<Promise<void>>();

  /** A new code for the user, voiding the earlier ones, and its mail. */
  async function issueRecovery(user: UserRow): Promise<void> {
    const code = newRecoveryCode();
    await db.transaction(async (tx) => {
      // A new code voids the earlier ones.
      await tx
        .update(passwordRecoveries)
        .set({ used_at: new Date() })
        .where(and(eq(passwordRecoveries.user_id, user.id), isNull(passwordRecoveries.used_at)));
      await tx.insert(passwordRecoveries).values({
        user_id: user.id,
        code_hash: codeHash(code),
        expires_at: new Date(Date.now() + RECOVERY_TTL_MS),
      });
    });
    await deps.mailer.send({
      to: user.email,
      subject: AUTH_TEXT.recoverySubject,
      text: `Su codigo para recuperar la contraseña es: ${code}\n\nVence en 15 minutos y sirve una sola vez. Si usted no lo pidio, ignore este mensaje.`,
    });
  }

  async function assertCaptcha(payload: string) {
    if (!(await deps.captcha.verify(payload))) throw new AppError('bad_request', AUTH_TEXT.captchaInvalid);
  }

  return {
    buildSession,

    /**
     * Login, limited three ways (ADR 0009): every attempt per address; failures per account and
     * address, which only blocks the address that failed; and failures per account from all
     * addresses, a higher ceiling against spread-out guessing that does not apply to an address
     * this account has logged in from before. Windows are fixed: a blocked caller cannot extend
     * them. The same answer and about the same time for an unknown email and a wrong password.
     */
    async login(email: string, password: string, address: string): Promise<UserSession> {
      const keys = loginKeys(email, address);
      const addressCount = await deps.limiter.hit(keys.address, LOGIN_WINDOW_SECONDS);
      if (
        addressCount > deps.maxLoginsPerAddress ||
        (await deps.limiter.count(keys.pair)) >= deps.maxFailuresPerAccount ||
        ((await deps.limiter.count(keys.account)) >= deps.maxFailuresPerAccount * ACCOUNT_CEILING_FACTOR &&
          (await deps.limiter.count(keys.known)) === 0)
      ) {
        throw new AppError('too_many_requests', AUTH_TEXT.tooManyLogins);
      }
      const user = await userByEmail(email);
      const valid = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), password);
      if (!user || !valid) {
        await deps.limiter.hit(keys.pair, LOGIN_WINDOW_SECONDS);
        await deps.limiter.hit(keys.account, LOGIN_WINDOW_SECONDS);
        const storeId = user?.store_id;
        if (storeId) {
          await withStoreScope(storeId, () =>
            recordStoreEvent(db, {
              storeId,
              event: 'login_failed',
              message: `Ingreso fallido de ${user.email}`,
              payload: { address },
              userId: user.id,
            }),
          );
        }
        throw new AppError('unauthorized', AUTH_TEXT.badCredentials);
      }
      await deps.limiter.reset(keys.pair);
      await deps.limiter.hit(keys.known, KNOWN_ADDRESS_SECONDS);
      return inUserScope(user, async () => {
        const row = await findUserWithStore(db, user.id);
        if (!user.enabled || (row?.store && !row.store.enabled)) {
          throw new AppError('forbidden', inactiveUserMessage(deps.supportEmail));
        }
        if (user.store_id) {
          await recordStoreEvent(db, {
            storeId: user.store_id,
            event: 'login',
            message: `Ingreso de ${user.email}`,
            payload: { address },
            userId: user.id,
          });
        }
        return buildSession(user);
      });
    },

    /**
     * A new store with its admin user, in one transaction. Checking that the hashtag and the email
     * are free and creating a store are the platform's own work (no store exists yet).
     */
    async register(input: z.output<typeof registerStoreSchema>) {
      await assertCaptcha(input.altcha);
      const [hashtagTaken, emailTaken] = await withPlatformScope(async () => [
        await findStoreByHashtag(db, input.hashtag),
        await findUserByEmail(db, input.user.email),
      ]);
      if (hashtagTaken) throw new AppError('conflict', AUTH_TEXT.hashtagTaken);
      if (emailTaken) throw new AppError('conflict', AUTH_TEXT.emailTaken);
      const passwordHash = await hashPassword(input.user.password);
      try {
        const registered = await withPlatformScope(() =>
          db.transaction(async (tx) => {
            const [store] = await tx
              .insert(stores)
              .values({
                hashtag: input.hashtag,
                name: input.name,
                prefered_language: input.prefered_language,
                creatoremail: input.user.email,
                email: input.user.email,
              })
              .returning();
            await tx.insert(users).values({
              email: input.user.email,
              password_hash: passwordHash,
              store_id: store!.id,
              store_role: 'admin',
            });
            deps.log.info({ store_id: store!.id, hashtag: store!.hashtag }, 'tienda registrada');
            return {
              store: store!,
              answer: { message: AUTH_TEXT.registered, store_id: store!.id, hashtag: store!.hashtag },
            };
          }),
        );
        // After the commit, fire and forget: the CRM never delays or fails a registration.
        deps.crm.syncContact({
          email: input.user.email,
          timestamp: registered.store.created_at.toISOString(),
          fields: { [CRM_FIELD.hashtag]: registered.store.hashtag, [CRM_FIELD.userValue]: 'admin' },
        });
        return registered.answer;
      } catch (error) {
        // Two registrations racing for the same hashtag or email: the unique index decides.
        const constraint = uniqueViolation(error);
        if (constraint === 'stores_hashtag_lower_uq') throw new AppError('conflict', AUTH_TEXT.hashtagTaken);
        if (constraint === 'users_email_lower_uq') throw new AppError('conflict', AUTH_TEXT.emailTaken);
        throw error;
      }
    },

    async changePassword(user: UserRow, input: z.output<typeof changePasswordSchema>) {
      if (!(await verifyPassword(user.password_hash, input.old_password))) {
        throw new AppError('bad_request', AUTH_TEXT.wrongCurrentPassword);
      }
      await setPassword(db, user.id, await hashPassword(input.new_password));
      const [updated] = await db.select().from(users).where(eq(users.id, user.id));
      // The caller keeps working with a fresh token; every other token is revoked.
      return { message: AUTH_TEXT.passwordUpdated, session: await buildSession(updated!) };
    },

    /** POST /user/me: the user's own name; the answer carries the session with it. */
    async saveOwnData(user: UserRow, input: z.output<typeof ownUserDataSchema>) {
      await setUserName(db, user.id, input.name);
      const [updated] = await db.select().from(users).where(eq(users.id, user.id));
      return { message: AUTH_TEXT.ownDataSaved, session: await buildSession(updated!) };
    },

    /**
     * Same answer, after the same work, whether or not the email belongs to someone: the code and
     * its mail (an SMTP round trip in production) are made after answering, so the time of the
     * answer cannot tell a known email from an unknown one (ADR 0018).
     */
    async startPasswordRecover(
      email: string,
      captchaPayload: string,
      address: string,
      /** Runs the work once the answer has gone out (the route: when the response finishes). */
      afterAnswer: (work: () => void) => void = setImmediate,
    ) {
      await assertCaptcha(captchaPayload);
      if ((await deps.limiter.hit(`recover:ip:${address}`, LOGIN_WINDOW_SECONDS)) > 20) {
        throw new AppError('too_many_requests', AUTH_TEXT.tooManyRecoveries);
      }
      // password_recoveries has no store column: only finding the user needs the platform.
      const user = await userByEmail(email);
      if (user) {
        // Started after the answer, so its statements do not queue ahead of the answer's.
        const work = new Promise<void>((resolve) => afterAnswer(resolve))
          .then(() => issueRecovery(user))
          .catch((error: unknown) =>
            deps.log.error({ err: error, user_id: user.id }, 'no se pudo enviar el codigo de recuperacion'),
          );
        recoveries.add(work);
        void work.finally(() => recoveries.delete(work));
      }
      return { message: AUTH_TEXT.recoverySent };
    },

    /** Resolves when every recovery code asked for so far is stored and mailed (tests, shutdown). */
    async recoveriesSent(): Promise<void> {
      await Promise.allSettled([...recoveries]);
    },

    async passwordRecover(input: z.output<typeof passwordRecoverSchema>, address: string) {
      if ((await deps.limiter.hit(`recover-code:ip:${address}`, LOGIN_WINDOW_SECONDS)) > 30) {
        throw new AppError('too_many_requests', AUTH_TEXT.tooManyRecoveries);
      }
      const user = await userByEmail(input.username);
      const [recovery] = user
        ? await db
            .select()
            .from(passwordRecoveries)
            .where(
              and(
                eq(passwordRecoveries.user_id, user.id),
                isNull(passwordRecoveries.used_at),
                gt(passwordRecoveries.expires_at, new Date()),
              ),
            )
            .orderBy(desc(passwordRecoveries.id))
            .limit(1)
        : [];
      if (!user || !recovery) throw new AppError('bad_request', AUTH_TEXT.recoveryInvalid);
      if (!safeEqual(recovery.code_hash, codeHash(input.token.trim()))) {
        await db
          .update(passwordRecoveries)
          .set({
            attempts: sql`${passwordRecoveries.attempts} + 1`,
            used_at: recovery.attempts + 1 >= RECOVERY_MAX_ATTEMPTS ? new Date() : null,
          })
          .where(eq(passwordRecoveries.id, recovery.id));
        throw new AppError('bad_request', AUTH_TEXT.recoveryInvalid);
      }
      const passwordHash = await hashPassword(input.password);
      // The password is the user's row: written in the user's own scope.
      await inUserScope(user, () =>
        db.transaction(async (tx) => {
          const used = await tx
            .update(passwordRecoveries)
            .set({ used_at: new Date() })
            .where(and(eq(passwordRecoveries.id, recovery.id), isNull(passwordRecoveries.used_at)))
            .returning({ id: passwordRecoveries.id });
          if (used.length === 0) throw new AppError('bad_request', AUTH_TEXT.recoveryInvalid);
          await setPassword(tx, user.id, passwordHash);
        }),
      );
      // A recovered account starts clean from the address that recovered it.
      const keys = loginKeys(user.email.toLowerCase(), address);
      await deps.limiter.reset(keys.account);
      await deps.limiter.reset(keys.pair);
      return { message: AUTH_TEXT.passwordUpdated };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
