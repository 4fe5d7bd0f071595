import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { productsFile } from './catalogue.bench';
const dataDir = mkdtempSync('/tmp/mostrador-crash-');
async function start() {
  const out = openSync('/tmp/smoke/srv.log', 'a');
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], { env: { ...process.env, PORT: '3905', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'info', LOGIN_MAX_PER_ADDRESS: '100000' }, stdio: ['ignore', out, out] });
  for (;;) { try { if ((await fetch('http://127.0.0.1:3905/api/health')).ok) return child; } catch {} await new Promise((r) => setTimeout(r, 50)); }
}
const first = await start(); first.kill('SIGTERM'); await new Promise((r) => first.once('exit', r));
const child = await start();
child.on('exit', (code, signal) => console.log('server exited', code, signal));
const rss = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024);
let peak = 0; const t0 = Date.now(); const line: string[] = []; let last = 0; const timer = setInterval(() => { try { const r = rss(); peak = Math.max(peak, r); if (Math.abs(r - last) > 15) { line.push(`${((Date.now() - t0) / 1000).toFixed(1)}s:${r}`); last = r; } } catch {} }, 20);
const token = (await (await fetch('http://127.0.0.1:3905/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@mostrador.local', password: 'demo1234' }) })).json()).jwt_token;
console.log('rest', rss());
const form = new FormData(); form.append('file', new Blob([productsFile(100_000)]), 'x.csv');
const res = await (await fetch('http://127.0.0.1:3905/api/store/products_file', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json();
console.log('uploaded', rss());
try {
  for (;;) { await new Promise((r) => setTimeout(r, 200)); const s = await (await fetch(`http://127.0.0.1:3905/api/store/data_imports/${res.data_import.id}`, { headers: { authorization: `Bearer ${token}` } })).json(); if (s.status === 'complete' || s.status === 'failed') { console.log(s.status); break; } }
} catch (e) { console.log('poll failed', String(e)); }
clearInterval(timer); console.log('peak', peak, 't0', t0); console.log(line.join(' '));
if (child.exitCode === null) { child.kill('SIGTERM'); await new Promise((r) => child.once('exit', r)); }
