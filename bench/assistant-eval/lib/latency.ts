/*
 * One message end to end (HTTP request to reply, over a real socket) on a 10,000-product store:
 * each catalogue's products among the large catalogue's, the cases' messages as the traffic.
 */
import type { AddressInfo } from 'node:net';
import type { Database } from '../../../packages/server/src/db/client';
import { print } from '../../lib';
import { Visit } from './conversation';
import { loadCatalogue, type EvalProduct, type LoadedCase } from './data';
import { evalApp } from './eval-app';
import { fillTo } from './eval-store';
import { evaluate } from './evaluate';
import { fetchHttp } from './http';
import { percentile, score } from './report';

export const STORE_PRODUCTS = 10_000;
const TARGET_P95_MS = 50;

/** The large catalogue's products (none when the data has no large catalogue). */
export function largeProducts(): EvalProduct[] {
  try {
    return loadCatalogue('large').products;
  } catch {
    console.log('aviso: no hay catalogues/large.json.gz; las tiendas grandes tienen solo sus productos');
    return [];
  }
}

export async function latencyBench(database: Database, cases: LoadedCase[], label: string) {
  const app = await evalApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const http = fetchHttp(`http://127.0.0.1:${port}`);
  const fillers = largeProducts();
  const cold: number[] = [];
  let products = 0;
  try {
    const outcomes = await evaluate(database.db, http, cases, {
      productsOf: (catalogue) => fillTo(catalogue.products, fillers, STORE_PRODUCTS),
      // The store's first message builds its catalogue index: measured apart, not in the traffic.
      onStore: async (store) => {
        products = Math.max(products, store.byOriginalId.size);
        const visit = new Visit(http, store);
        await visit.open();
        cold.push((await visit.say('hola, ¿tienen yerba?')).ms);
      },
    });
    const times = outcomes.flatMap((o) => o.ms).sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    print(`assistant eval latency ${label}`, {
      products,
      messages: times.length,
      p50_ms: percentile(times, 0.5).toFixed(1),
      p95_ms: p95.toFixed(1),
      max_ms: (times[times.length - 1] ?? NaN).toFixed(1),
      cold_max_ms: Math.max(...cold).toFixed(1),
    });
    if (database.kind === 'postgres') {
      print('assistant eval latency target', {
        p95_ms: p95.toFixed(1),
        target_p95_ms: TARGET_P95_MS,
        ok: p95 <= TARGET_P95_MS ? 'sí' : 'NO',
      });
    }
    // The same cases judged on the big store: more look-alike products, the same expectations.
    for (const split of ['dev', 'heldout'] as const) {
      const mine = outcomes.filter((o) => o.source.split === split);
      if (mine.length === 0) continue;
      print(`assistant eval accuracy ${label} 10k ${split}`, {
        sin_closing: score(mine.filter((o) => o.kind !== 'closing')),
        total: score(mine),
      });
    }
  } finally {
    await app.close();
  }
}
