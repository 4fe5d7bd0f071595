import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generatePassword } from '@mostrador/core';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { findUserByEmail, setPassword } from '../modules/users/users.repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@mostrador.local';

/**
 * The platform administrator: from ADMIN_EMAIL/ADMIN_PASSWORD when given (the password is
 * brought in line with the setting), otherwise created once with a generated password that is
 * returned to be printed a single time.
 */
export async function bootstrapAdmin(db: Db, email?: string, password?: string) {
  if (email) {
    const existing = await findUserByEmail(db, email);
    if (!existing) {
      const chosen = password ?? generatePassword(randomInt);
      await db.insert(users).values({ email, password_hash: await hashPassword(chosen), is_admin: true });
      return { email, generatedPassword: password ? undefined : chosen };
    }
    if (!existing.is_admin) await db.update(users).set({ is_admin: true }).where(eq(users.id, existing.id));
    if (password && !(await verifyPassword(existing.password_hash, password))) {
      await setPassword(db, existing.id, await hashPassword(password));
    }
    return { email };
  }
  const [admin] = await db.select().from(users).where(eq(users.is_admin, true)).limit(1);
  if (admin) return { email: admin.email };
  const generated = generatePassword(randomInt);
  await db.insert(users).values({
    email: DEFAULT_ADMIN_EMAIL,
    password_hash: await hashPassword(generated),
    is_admin: true,
  });
  return { email: DEFAULT_ADMIN_EMAIL, generatedPassword: generated };
}
