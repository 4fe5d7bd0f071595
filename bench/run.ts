import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { assistantEngineBench } from './assistant.bench';
import { assistantChatBench } from './assistant-chat';
import { foundationBench } from './foundation.bench';
import { catalogueBench } from './catalogue.bench';
import { operationsBench } from './operations.bench';
import { adminStoresBench } from './admin-stores.bench';
import { customerPagesBench } from './customer-pages';
import { ROOT, SERVER_ENTRY, print } from './lib';

/** `npm run bench`: builds once, then prints every area's figures. */
async function main() {
  if (!process.argv.includes('--no-build') || !existsSync(SERVER_ENTRY)) {
    const started = performance.now();
    execSync('npm run build', { cwd: ROOT, stdio: 'ignore' });
    print('npm run build (web + server)', { s: ((performance.now() - started) / 1000).toFixed(1) });
  }
  await foundationBench();
  await catalogueBench();
  await operationsBench();
  await adminStoresBench();
  await customerPagesBench();
  assistantEngineBench();
  await assistantChatBench();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
