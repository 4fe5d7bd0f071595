import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Services } from '../app/services';
import { routePlugin } from './route-plugin';

const decorated = (services: Partial<Services>) => {
  const app = Fastify({ logger: false });
  app.decorate('config', {} as never);
  app.decorate('db', {} as never);
  app.decorate('guards', {} as never);
  app.decorate('services', services as Services);
  return app;
};

describe('routePlugin', () => {
  it('hands the routes the services they named', async () => {
    const users = { list: () => [] } as unknown as Services['users'];
    const seen: unknown[] = [];
    const app = decorated({ users });
    await app.register(
      routePlugin('usersRoutes', ['users'], async (_app, services) => {
        seen.push(services);
      }),
    );
    await app.ready();
    expect(seen).toEqual([{ users }]);
    await app.close();
  });

  it('refuses to start when a named service is missing, naming it', async () => {
    const app = decorated({});
    const start = async () => {
      await app.register(routePlugin('usersRoutes', ['users'], async () => undefined));
      await app.ready();
    };
    await expect(start()).rejects.toThrow('usersRoutes: faltan los servicios users');
    await app.close();
  });

  it('refuses to start before the app is decorated (Fastify checks the plugin metadata)', async () => {
    const app = Fastify({ logger: false });
    const start = async () => {
      await app.register(routePlugin('healthRoutes', [], async () => undefined));
      await app.ready();
    };
    await expect(start()).rejects.toThrow("The decorator 'config' required by 'healthRoutes' is not present");
    await app.close();
  });
});
