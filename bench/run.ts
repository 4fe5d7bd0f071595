import { execSync } from 'node:child_process';
import { assistantEngineBench } from './assistant.bench';
import { assistantChatBench } from './assistant-chat';
import { assistantEvalBench } from './assistant-eval';
import { foundationBench } from './foundation.bench';
import { catalogueBench } from './catalogue.bench';
import { operationsBench } from './operations.bench';
import { adminStoresBench } from './admin-stores.bench';
import { customerPagesBench } from './customer-pages';
import { faultsBench } from './faults';
import { xlsxBombBench } from './xlsx-bomb';
import { fuzzBench } from './fuzz';
import { mixedLoadBench } from './mixed-load';
import { apiBench } from './api';
import { ROOT, print, wantsBuild } from './lib';

/** Every area's figures, in the order `npm run bench` prints them. */
const AREAS: Record<string, () => unknown> = {
  foundation: foundationBench,
  catalogue: catalogueBench,
  operations: operationsBench,
  admin: adminStoresBench,
  'customer-pages': customerPagesBench,
  // The assistant measured end to end on the evaluation data (bench/assistant-eval); its
  // understanding step alone on a synthetic 10k catalogue is `assistant-engine`.
  assistant: assistantEvalBench,
  'assistant-engine': assistantEngineBench,
  chat: assistantChatBench,
  faults: faultsBench,
  // Issue 18's XLSX decompression bomb: CPU seconds and peak memory above the base.
  'xlsx-bomb': xlsxBombBench,
  'mixed-load': mixedLoadBench,
  // Every route of the built server with random values: 0 answers 5xx and 0 English messages.
  fuzz: fuzzBench,
  // Issue 20's request path: lists and health as a ratio of a bare Fastify route, PGlite and PostgreSQL.
  api: apiBench,
};

/** Areas that build the app in process (buildApp) rather than measuring the built server. */
const IN_PROCESS = new Set(['assistant', 'assistant-engine', 'chat', 'xlsx-bomb']);

/**
 * `npm run bench`: builds once, then prints every area's figures; `npm run bench -- catalogue chat`
 * runs only the areas named (`--no-build` reuses the last build).
 */
async function main() {
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((name) => !(name in AREAS));
  if (unknown.length > 0) {
    throw new Error(`Areas desconocidas: ${unknown.join(', ')}. Use: ${Object.keys(AREAS).join(', ')}`);
  }
  // The assistant areas run the app in this process: naming only them needs no build.
  const needsBuild = named.length === 0 || named.some((name) => !IN_PROCESS.has(name));
  if (needsBuild && wantsBuild()) {
    const started = performance.now();
    execSync('npm run build', { cwd: ROOT, stdio: 'ignore' });
    print('npm run build (web + server)', { s: ((performance.now() - started) / 1000).toFixed(1) });
  }
  for (const [name, bench] of Object.entries(AREAS)) {
    if (named.length === 0 || named.includes(name)) await bench();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
