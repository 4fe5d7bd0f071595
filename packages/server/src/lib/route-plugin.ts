import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services';

/** The app's decorations every route group may read (set by registerServices before the routes). */
const DECORATORS = ['config', 'db', 'guards', 'services'];

/**
 * A module's routes as a Fastify plugin that names what it depends on: Fastify checks the app's
 * decorations when the plugin is registered (its own plugin metadata, as fastify-plugin writes it,
 * without breaking encapsulation), this checks the services, and the routes receive only the
 * services they named, so using another one is a type error.
 */
export function routePlugin<K extends keyof Services>(
  name: string,
  needs: readonly K[],
  register: (app: FastifyInstance, services: Pick<Services, K>) => Promise<void>,
) {
  const plugin = async (app: FastifyInstance) => {
    const missing = needs.filter((key) => !app.services?.[key]);
    if (missing.length > 0) throw new Error(`${name}: faltan los servicios ${missing.join(', ')}`);
    const services = Object.fromEntries(needs.map((key) => [key, app.services[key]])) as Pick<Services, K>;
    await register(app, services);
  };
  return Object.assign(plugin, {
    [Symbol.for('plugin-meta')]: { name, decorators: { fastify: DECORATORS } },
    [Symbol.for('fastify.display-name')]: name,
  });
}
