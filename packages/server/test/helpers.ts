import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { secureDatabase } from '../src/db/app-role';
import { PLATFORM_SCOPE } from '../src/db/scope';
import { mailOutbox, stores, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { dropDatabase } from './drop-database';

/**
 * A fresh database for one test file, as the server opens it: a clone of the migrated template,
 * connected as a role the row-level security policies bind, showing no store rows to code that
 * set no scope (db/scope.ts).
 */
export async function freshAppDatabase(): Promise<Database> {
  const database = await cloneTemplate();
  try {
    await secureDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * The same database for a test's own fixtures and checks, which set no scope: they run in the
 * platform's (every store's rows). Closing it closes the app's database as well.
 */
function fixturesView(database: Database): Database {
  const fixtures = database.withDefaultScope(PLATFORM_SCOPE);
  return {
    ...fixtures,
    close: async () => {
      await fixtures.close();
      await database.close();
    },
  };
}

/** A fresh database for tests that build their services themselves (platform scope by default). */
export async function freshDatabase(): Promise<Database> {
  return fixturesView(await freshAppDatabase());
}

/**
 * freshDatabase for the whole test file that calls this at its top: opened before its tests and
 * closed after them. The value stands for that database inside tests and hooks (it is opened in
 * beforeAll, so not while the file loads).
 */
export function freshDatabaseForFile(): Database {
  let opened: Database | undefined;
  beforeAll(async () => {
    opened = await freshDatabase();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return new Proxy({} as Database, {
    get(_target, key) {
      if (!opened)
        throw new Error('La base de datos del archivo se abre en beforeAll: usarla dentro de las pruebas');
      return Reflect.get(opened, key) as unknown;
    },
  });
}

/**
 * Waits for work the test started without awaiting it (a pass left hanging on purpose, a worker):
 * checks `condition` every `everyMs` until it holds or `ms` pass, then asserts it.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  { ms = 10_000, everyMs = 10 }: { ms?: number; everyMs?: number } = {},
) {
  const deadline = Date.now() + ms;
  while (!(await condition()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  expect(await condition()).toBe(true);
}

async function cloneTemplate(): Promise<Database> {
  const postgresTemplate = inject('postgresTemplate');
  const url = process.env.DATABASE_URL;
  if (postgresTemplate && url) {
    const name = `mostrador_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    await admin.end();
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    // The file's database is dropped (with force) right after its pool ends: connections still
    // closing then are terminated on purpose, which is no warning worth printing.
    const database = openPostgres(fileUrl.toString(), 4, () => {});
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        try {
          await dropDatabase(cleanup, name);
        } finally {
          await cleanup.end();
        }
      },
    };
  }
  const path = inject('pgliteTemplate');
  if (!path) throw new Error('Falta la base de datos plantilla de las pruebas (global-setup)');
  const blob = new Blob([await readFile(path)]);
  return openPglite({ loadDataDir: blob });
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject` tests. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestContext> {
  // The app gets the strict database (its requests and workers scope themselves); the test's own
  // fixtures and checks get the platform view of it.
  const appDatabase = await freshAppDatabase();
  const database = fixturesView(appDatabase);
  const app = await buildApp({
    config: testConfig({ ALTCHA_MAX_NUMBER: 20, ...overrides }),
    database: appDatabase,
    logger: false,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const unique = (prefix = 'x') => `${prefix}${randomBytes(4).toString('hex')}`;

export interface StoreFixture {
  store: typeof stores.$inferSelect;
  admin: { id: number; email: string; password: string };
}

/** A store with its admin user, made directly in the database with unique values. */
export async function createStore(
  database: Database,
  overrides: Partial<typeof stores.$inferInsert> = {},
): Promise<StoreFixture> {
  const email = `${unique('owner')}@test.local`;
  const password = 'clave123';
  const [store] = await database.db
    .insert(stores)
    .values({ hashtag: `#${unique('t')}`, name: 'Tienda de prueba', creatoremail: email, ...overrides })
    .returning();
  const [admin] = await database.db
    .insert(users)
    .values({ email, password_hash: await hashPassword(password), store_id: store!.id, store_role: 'admin' })
    .returning();
  return { store: store!, admin: { id: admin!.id, email, password } };
}

export async function createUser(
  database: Database,
  values: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = 'clave123', ...rest } = values;
  const email = rest.email ?? `${unique('user')}@test.local`;
  const [user] = await database.db
    .insert(users)
    .values({ email, password_hash: await hashPassword(password), ...rest })
    .returning();
  return { ...user!, password };
}

export async function login(app: FastifyInstance, email: string, password: string, ip = '10.0.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json() as { jwt_token: string; store: { id: number } | null };
}

export type LoggedInStore = StoreFixture & { token: string };

/** A new store with its admin logged in from `ip` (its own address keeps the login limits apart). */
export async function loggedInStore(ctx: TestContext, ip: string): Promise<LoggedInStore> {
  const fixture = await createStore(ctx.database);
  const { jwt_token } = await login(ctx.app, fixture.admin.email, fixture.admin.password, ip);
  return { ...fixture, token: jwt_token };
}

/**
 * Two stores with their admins logged in: `mine` for the test's calls and `other` for the
 * cross-store checks. Each logs in from its own address so the login limits never interfere.
 */
export async function twoLoggedInStores(
  ctx: TestContext,
  subnet: number,
): Promise<{ mine: LoggedInStore; other: LoggedInStore }> {
  return {
    mine: await loggedInStore(ctx, `10.${subnet}.0.1`),
    other: await loggedInStore(ctx, `10.${subnet}.0.2`),
  };
}

/** The app and two logged-in stores of a whole test file (twoLoggedInStores), set up in its hooks. */
export interface TwoStoresFile {
  ctx: TestContext;
  mine: LoggedInStore;
  other: LoggedInStore;
}

/**
 * twoLoggedInStores for the test file that calls this at its top: the app opens and the stores log
 * in before its tests, and the app closes after them. The fields are set in beforeAll: read them
 * inside tests and hooks.
 */
export function twoStoresForFile(subnet: number): TwoStoresFile {
  const file = {} as TwoStoresFile;
  beforeAll(async () => {
    file.ctx = await createTestApp();
    Object.assign(file, await twoLoggedInStores(file.ctx, subnet));
  });
  afterAll(() => file.ctx?.close());
  return file;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Solves our own ALTCHA challenge the way the browser widget does. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no se pudo resolver el captcha');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function lastMailTo(database: Database, to: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

export const messageOf = (res: LightMyRequestResponse) => (res.json() as { message: string }).message;
