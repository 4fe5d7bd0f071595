import { AppError, type addStoreUserSchema } from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { hashPassword } from '../../lib/passwords';
import {
  deleteStoreUser,
  findStoreUser,
  findUserByEmail,
  insertUser,
  listStoreUsers,
} from './users.repository';

export const USERS_TEXT = {
  emailTaken: 'El email ya esta registrado',
  notFound: 'Usuario no encontrado',
  adminNotDeletable: 'El usuario administrador no puede ser eliminado',
  added: 'Usuario agregado correctamente',
  deleted: 'Usuario eliminado correctamente',
} as const;

/** The store's team, always scoped by the caller's store. */
export function createUsersService(db: Db) {
  return {
    list: (storeId: number) => listStoreUsers(db, storeId),

    async add(storeId: number, input: z.output<typeof addStoreUserSchema>) {
      if (await findUserByEmail(db, input.email)) throw new AppError('conflict', USERS_TEXT.emailTaken);
      try {
        const user = await insertUser(db, {
          email: input.email,
          name: input.name || null,
          password_hash: await hashPassword(input.password),
          store_id: storeId,
          store_role: 'crew',
        });
        return {
          message: USERS_TEXT.added,
          user: { id: user.id, name: user.name, email: user.email, role: user.store_role },
        };
      } catch (error) {
        if (uniqueViolation(error) === 'users_email_lower_uq')
          throw new AppError('conflict', USERS_TEXT.emailTaken);
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
