import type { InjectOptions } from 'fastify';
import {
  bearer,
  createStore,
  createTestApp,
  createUser,
  login,
  type TestContext,
} from '../../../test/helpers';
import type { Config } from '../../config';

/** The real app for this area's tests; many logins from one address, so no login rate limit. */
export function createSettingsTestApp(overrides: Partial<Config> = {}) {
  return createTestApp({ LOGIN_MAX_PER_ADDRESS: 100_000, ...overrides });
}

/** A store with a logged-in owner (store_role admin) and a logged-in crew member. */
export async function storeWithTeam(ctx: TestContext, overrides: Parameters<typeof createStore>[1] = {}) {
  const fixture = await createStore(ctx.database, overrides);
  const owner = (await login(ctx.app, fixture.admin.email, fixture.admin.password)).jwt_token;
  const crewUser = await createUser(ctx.database, { store_id: fixture.store.id, store_role: 'crew' });
  const crew = (await login(ctx.app, crewUser.email, crewUser.password)).jwt_token;
  return { ...fixture, owner, crew };
}

/** One API call as a staff member: `call(ctx, token, 'POST', '/store/theme', body)`. */
export function call(
  ctx: TestContext,
  token: string | undefined,
  method: InjectOptions['method'],
  path: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `/api${path}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}
