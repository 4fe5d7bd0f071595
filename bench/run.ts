import { execSync } from 'node:child_process';
import { assistantEngineBench } from './assistant.bench';
import { assistantChatBench } from './assistant-chat';
import { foundationBench } from './foundation.bench';
import { catalogueBench } from './catalogue.bench';
import { operationsBench } from './operations.bench';
import { adminStoresBench } from './admin-stores.bench';
import { customerPagesBench } from './customer-pages';
import { faultsBench } from './faults';
import { mixedLoadBench } from './mixed-load';
import { ROOT, print, wantsBuild } from './lib';

/** Every area's figures, in the order `npm run bench` prints them. */
const AREAS: Record<string, () => unknown> = {
  foundation: foundationBench,
  catalogue: catalogueBench,
  operations: operationsBench,
  admin: adminStoresBench,
  'customer-pages': customerPagesBench,
  assistant: assistantEngineBench,
  chat: assistantChatBench,
  faults: faultsBench,
  'mixed-load': mixedLoadBench,
};

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
  if (wantsBuild()) {
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
