import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, print, startServer } from './lib';

/**
 * Foundation figures: time from start to the first answered request (fresh data dir: migrate and
 * seed; existing data dir: warm), then health and login throughput on the embedded database.
 */
export async function foundationBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-bench-'));
  const env = {
    SEED_DEMO: 'true',
    ADMIN_EMAIL: 'admin@bench.local',
    ADMIN_PASSWORD: 'admin1234',
    LOGIN_MAX_PER_ADDRESS: '1000000',
  };
  const fresh = await startServer({ port: 3901, env, dataDir });
  print('start (fresh data, migrate+seed)', { ms: Math.round(fresh.readyMs) });
  const health = await load({ url: `${fresh.url}/api/health` });
  print('GET /api/health', {
    'req/s': health.requestsPerSecond,
    p50_ms: health.p50,
    p99_ms: health.p99,
    non2xx: health.non2xx,
  });
  // Login is argon2id by design (about 70 ms of CPU each); the per-address limit is raised so the
  // figure measures the server, not the limiter.
  const login = await load({
    url: `${fresh.url}/api/user/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@mostrador.local', password: 'demo1234' }),
    connections: 4,
  });
  print('POST /api/user/login', {
    'req/s': login.requestsPerSecond,
    p50_ms: login.p50,
    p99_ms: login.p99,
    non2xx: login.non2xx,
  });
  await fresh.stop();
  const warm = await startServer({ port: 3901, env, dataDir });
  print('start (existing data dir)', { ms: Math.round(warm.readyMs) });
  await warm.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
