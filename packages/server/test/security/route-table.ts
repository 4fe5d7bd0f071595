import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { buildApp } from '../../src/app';
import { testConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { freshDatabase } from '../helpers';

export type GuardName = 'staff' | 'storeUser' | 'storeAdmin' | 'platformAdmin';

/** One API route as the server registered it, with the guard it runs and when. */
export interface RouteEntry {
  method: string;
  url: string;
  /** `METHOD /api/path` — the key of the matrices. */
  key: string;
  guard: GuardName | null;
  /** Guards found in preHandler (too late: the body is already parsed). */
  lateGuard: GuardName | null;
  body: ZodType | undefined;
  params: ZodType | undefined;
  querystring: ZodType | undefined;
  /** The answers the route declares, by status code (the serializer sends only their fields). */
  response: Record<string, ZodType> | undefined;
  /** Left out of the OpenAPI document (a second spelling of a path). */
  hidden: boolean;
}

export interface RouteTableApp {
  app: FastifyInstance;
  database: Database;
  routes: RouteEntry[];
  close(): Promise<void>;
}

const hooksOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * The real app on a fresh database, with its route table collected by an onRoute hook while it
 * is built: a route added to any module shows up here without anyone listing it.
 */
export async function buildRouteTableApp(overrides: Partial<Config> = {}): Promise<RouteTableApp> {
  const database = await freshDatabase();
  const seen: RouteOptions[] = [];
  const app = await buildApp({
    config: testConfig({ ALTCHA_MAX_NUMBER: 20, ...overrides }),
    database,
    logger: false,
    onRoute: (route) => {
      seen.push(route);
    },
  });
  await app.ready();
  const guards = Object.entries(app.guards) as [GuardName, unknown][];
  const guardIn = (value: unknown): GuardName | null => {
    const hooks = hooksOf(value);
    return guards.find(([, fn]) => hooks.includes(fn))?.[0] ?? null;
  };
  const routes: RouteEntry[] = [];
  for (const route of seen) {
    const methods = hooksOf(route.method) as string[];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
      const schema = (route.schema ?? {}) as Record<string, ZodType | undefined> & {
        response?: Record<string, ZodType>;
        hide?: boolean;
      };
      routes.push({
        method,
        url: route.url,
        key: `${method} ${route.url}`,
        guard: guardIn(route.onRequest),
        lateGuard: guardIn(route.preHandler) ?? guardIn(route.preValidation) ?? guardIn(route.preParsing),
        body: schema.body,
        params: schema.params,
        querystring: schema.querystring,
        response: schema.response,
        hidden: schema.hide === true,
      });
    }
  }
  routes.sort((a, b) => a.key.localeCompare(b.key));
  return {
    app,
    database,
    routes,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
