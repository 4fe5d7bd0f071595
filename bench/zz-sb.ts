import { mkdtempSync } from 'node:fs';
import { load, print, startServer } from './lib';
import { productsFile } from './catalogue.bench';
const dataDir = mkdtempSync('/tmp/mostrador-sb-');
const env = { SEED_DEMO: 'true', LOGIN_MAX_PER_ADDRESS: '1000000' };
const login = async (url: string) => (await (await fetch(`${url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@mostrador.local', password: 'demo1234' }) })).json()).jwt_token as string;
{
  const s = await startServer({ port: 3906, dataDir, env });
  const token = await login(s.url);
  const form = new FormData(); form.append('file', new Blob([productsFile(100_000)]), 'x.csv');
  const res = await (await fetch(`${s.url}/api/store/products_file`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json();
  for (;;) { await new Promise((r) => setTimeout(r, 500)); const st = await (await fetch(`${s.url}/api/store/data_imports/${res.data_import.id}`, { headers: { authorization: `Bearer ${token}` } })).json(); if (st.status === 'complete') break; }
  await new Promise((r) => setTimeout(r, 5000));
  await s.stop();
}
for (const sb of process.argv.slice(2)) {
  const s = await startServer({ port: 3906, dataDir, env: { ...env, PGLITE_SHARED_BUFFERS: sb } });
  const token = await login(s.url);
  const headers = { authorization: `Bearer ${token}` };
  for (const [name, path] of [['filtered', '/api/store/products/?name=leche%20seren&tag=oferta&page=2'], ['nofilter p100', '/api/store/products/?page=100']]) {
    await load({ url: `${s.url}${path}`, headers, duration: 2, connections: 1 });
    const one = await load({ url: `${s.url}${path}`, headers, duration: 5, connections: 1 });
    const ten = await load({ url: `${s.url}${path}`, headers, duration: 5 });
    print(`sb=${sb} ${name}`, { c1_rps: one.requestsPerSecond, c1_p50: one.p50, c1_p99: one.p99, c10_rps: ten.requestsPerSecond, c10_p99: ten.p99 });
  }
  await s.stop();
}
