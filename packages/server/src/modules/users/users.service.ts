import { AppError, type addStoreUserSchema } from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { hashPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import {
  deleteStoreUser,
  findStoreUser,
  findUserByEmail,
  insertUser,
  listStoreUsers,
} from './users.repository';

export const USERS_TEXT = {
  emailTaken: 'No se puede agregar un usuario con ese email. Ingrese otro email',
  tooManyTaken:
    'Demasiados emails rechazados al agregar usuarios. Intente de nuevo en una hora o escriba a soporte',
  notFound: 'Usuario no encontrado',
  adminNotDeletable: 'El usuario administrador no puede ser eliminado',
  added: 'Usuario agregado correctamente',
  deleted: 'Usuario eliminado correctamente',
} as const;

/**
 * Emails are unique on the whole platform, so refusing a taken one tells the store the email has
 * an account somewhere. The answer is the same wherever the account is (this store, another, the
 * platform admin) and after the same work (the password is hashed first); and a store gets
 * TAKEN_PER_HOUR refusals an hour, so the call cannot be used to check lists of emails (ADR 0018).
 */
const TAKEN_PER_HOUR = 10;
const HOUR_SECONDS = 3600;

/** The store's team, always scoped by the caller's store. */
export function createUsersService(db: Db, limiter: RateLimiter) {
  const takenKey = (storeId: number) => `users-add-taken:store:${storeId}`;
  async function refuseTaken(storeId: number): Promise<never> {
    const count = await limiter.hit(takenKey(storeId), HOUR_SECONDS);
    if (count > TAKEN_PER_HOUR) throw new AppError('too_many_requests', USERS_TEXT.tooManyTaken);
    throw new AppError('conflict', USERS_TEXT.emailTaken);
  }

  return {
    list: (storeId: number) => listStoreUsers(db, storeId),

    async add(storeId: number, input: z.output<typeof addStoreUserSchema>) {
      // Once over the limit, even a free email is refused: the answer says nothing about any email.
      if ((await limiter.count(takenKey(storeId))) >= TAKEN_PER_HOUR) {
        throw new AppError('too_many_requests', USERS_TEXT.tooManyTaken);
      }
      const passwordHash = await hashPassword(input.password);
      if (await findUserByEmail(db, input.email)) return refuseTaken(storeId);
      try {
        const user = await insertUser(db, {
          email: input.email,
          name: input.name || null,
          password_hash: passwordHash,
          store_id: storeId,
          store_role: 'crew',
        });
        return {
          message: USERS_TEXT.added,
          user: { id: user.id, name: user.name, email: user.email, role: user.store_role },
        };
      } catch (error) {
        if (uniqueViolation(error) === 'users_email_lower_uq') return refuseTaken(storeId);
        throw error;
      }
    },

    async remove(storeId: number, userId: number) {
      const user = await findStoreUser(db, storeId, userId);
      if (!user) throw new AppError('not_found', USERS_TEXT.notFound);
      if (user.store_role === 'admin') throw new AppError('bad_request', USERS_TEXT.adminNotDeletable);
      await deleteStoreUser(db, storeId, userId);
      return { message: USERS_TEXT.deleted };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
