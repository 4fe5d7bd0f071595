import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { registerPages } from '../plugins/hosts';

/** The built web app, when present: served on the same port as the API. */
export function webDist(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'packages', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const sibling = join(dir, 'web', 'dist');
    if (existsSync(join(sibling, 'index.html'))) return sibling;
    dir = dirname(dir);
  }
  return undefined;
}

/** The built web app's files and its two entry pages (by host and path: plugins/hosts.ts). */
export async function registerWeb(app: FastifyInstance, config: Config, webRoot: string | undefined) {
  const dist = webRoot ?? webDist();
  if (dist) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, { root: dist, wildcard: true, index: false });
  }
  registerPages(app, config, dist);
}
