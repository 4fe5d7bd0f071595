import { startBuiltServer } from '../packages/server/test/built/built-server';
import { fuzzRoutes } from '../packages/server/test/built/route-fuzz';
import { SERVER_ENTRY, print, runAlone } from './lib';

/** FUZZ_SEED replays a run; FUZZ_CASES sets the cases per route (default 60, about 7,000 requests). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CASES = Math.max(1, Number(process.env.FUZZ_CASES ?? 60));

/**
 * `npm run bench -- fuzz`: every route of the built server (from its OpenAPI document) with random
 * path, query and body values; the figures to keep at 0 are http_5xx, english and not_message.
 */
export async function fuzzBench() {
  process.env.BUILT_SERVER_ENTRY ??= SERVER_ENTRY;
  const server = await startBuiltServer({
    // Limits of anonymous callers stay on but far above what the fuzzer sends from one address.
    LOGIN_MAX_PER_ADDRESS: '1000000',
    ANONYMOUS_MAX_PER_ADDRESS: '1000000',
    ANONYMOUS_MAX_PER_SESSION: '1000000',
    ALTCHA_MAX_NUMBER: '10',
  });
  try {
    const started = performance.now();
    const report = await fuzzRoutes(server, { seed: SEED, casesPerRoute: CASES });
    print('fuzz (built server, every route)', {
      seed: report.seed,
      routes: report.routes,
      requests: report.requests,
      http_5xx: report.serverErrors,
      english: report.english,
      not_message: report.notMessage,
      s: ((performance.now() - started) / 1000).toFixed(1),
    });
    print('fuzz answers by status', report.byStatus as Record<string, number>);
    for (const failure of report.failures) console.log(`  ${failure}`);
  } finally {
    await server.stop();
  }
}

runAlone(import.meta.url, fuzzBench, { build: true });
