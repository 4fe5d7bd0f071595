/*
 * bench/mixed-load.ts helpers: a realistic demo store reached through the real calls (an import,
 * customer sessions with catalogue tokens, orders), and a load run in a child process with the
 * CPU seconds of the servers, of this database's PostgreSQL backends and of the generator.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { productsFile } from '../packages/server/test/fixtures/products-file';
import { cpuBetween, cpuSeconds, postgresBackendsCpu, ROOT, type RunningServer } from './lib';
import type { KindFigures, LoadPlan } from './load-worker';

export interface DemoStore {
  products: number;
  staffToken: string;
  /** /productlist tokens of the customer sessions. */
  tokens: string[];
  /** Sessions the chat stream speaks with (bound on their first message). */
  chatSessions: string[];
  orderIds: number[];
  /** Uploads a products file; resolves with the seconds until its import completed. */
  startImport(file: string): Promise<number>;
}

async function call<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const res = await fetch(url, {
    ...rest,
    ...(json === undefined
      ? {}
      : { body: JSON.stringify(json), headers: { 'content-type': 'application/json', ...rest.headers } }),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const session = (n: number) => `dfmessenger-${(0xa000000000 + n).toString(16)}`;

async function importFile(base: string, token: string, file: string): Promise<number> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'catalogo-mixto.csv');
  const auth = { authorization: `Bearer ${token}` };
  const { data_import } = await call<{ data_import: { id: number } }>(`${base}/api/store/products_file`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const record = await call<{ status: string; error_msg: string | null }>(
      `${base}/api/store/data_imports/${data_import.id}`,
      { headers: auth },
    );
    if (record.status === 'complete') return (performance.now() - started) / 1000;
    if (record.status !== 'pending' && record.status !== 'processing') {
      throw new Error(`la importacion fallo: ${record.error_msg}`);
    }
  }
}

/**
 * The demo store with `products` imported products, 60 customer sessions spread over the
 * instances (20 of them with an order, 10 of those confirmed) and 20 chat sessions.
 */
export async function prepareDemoStore(servers: RunningServer[], products: number): Promise<DemoStore> {
  const base = (i: number) => servers[i % servers.length]!.url;
  const { jwt_token: staffToken } = await call<{ jwt_token: string }>(`${base(0)}/api/user/login`, {
    method: 'POST',
    json: { email: 'demo@mostrador.local', password: 'demo1234' },
  });
  await importFile(base(0), staffToken, productsFile(products));
  const list = await call<{ items: { id: number }[] }>(`${base(0)}/api/store/products/?page=1`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  const tokens: string[] = [];
  const orderIds: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    const bound = await call<{ product_list_token: string }>(`${base(i)}/api/presetstore`, {
      method: 'POST',
      json: { session: session(i), store: 'demo' },
    });
    tokens.push(bound.product_list_token);
    if (i >= 20) continue;
    const order = await call<{ id: number }>(`${base(i)}/api/client/order/items`, {
      method: 'POST',
      json: {
        session_id: session(i),
        items: list.items.slice(0, 3).map((item, n) => ({ product_id: item.id, amount: n + 1 })),
      },
    });
    orderIds.push(order.id);
    if (i % 2 === 0) {
      await call(`${base(i)}/api/client/order/${order.id}/confirm`, {
        method: 'POST',
        // Closing needs the mode, a name and a phone (issue 17).
        json: { session_id: session(i), delivery: false, first_name: 'Ana', phone: '11 4444 5555' },
      });
    }
  }
  return {
    products,
    staffToken,
    tokens,
    chatSessions: Array.from({ length: 20 }, (_, i) => session(1000 + i)),
    orderIds,
    startImport: (file) => importFile(base(0), staffToken, file),
  };
}

/** The plans in a forked generator for `seconds`; CPU seconds are taken around the run. */
export async function runLoad(
  servers: RunningServer[],
  plans: LoadPlan[],
  seconds: number,
  databaseName?: string,
) {
  const serverPids = servers.map((server) => server.child.pid!);
  const serverBefore = serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const databaseBefore = databaseName ? postgresBackendsCpu(databaseName) : new Map<number, number>();
  const child = fork(join(ROOT, 'bench/load-worker.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  type Answer = { figures?: KindFigures[]; cpuSeconds?: number; error?: string };
  const answer = new Promise<Answer>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Answer));
    child.once('exit', (code) => reject(new Error(`el generador de carga termino (codigo ${code})`)));
  });
  child.send({ plans, seconds });
  const message = await answer;
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  if (!message.figures) throw new Error(message.error ?? 'el generador de carga no respondio');
  const serverCpu = serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - serverBefore;
  const databaseCpu = databaseName ? cpuBetween(databaseBefore, postgresBackendsCpu(databaseName)) : 0;
  return { figures: message.figures, serverCpu, databaseCpu, generatorCpu: message.cpuSeconds ?? 0 };
}
