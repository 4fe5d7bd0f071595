/*
 * `npm run bench -- assistant`: the chat assistant measured end to end on the evaluation data of
 * bench/assistant-eval (FORMAT.md), through the product's HTTP API only. Prints accuracy per kind
 * and catalogue for the dev and held-out splits, the dev misses, latency on a 10,000-product store
 * on PGlite and PostgreSQL, and the bad-input table. Options (environment):
 *   BENCH_ASSISTANT_SPLIT=dev|heldout|all (all; dev when quick)   BENCH_ASSISTANT_QUICK=1 (accuracy only)
 *   BENCH_ASSISTANT_CASES=<id prefix>             BENCH_ASSISTANT_KIND=<kind>
 *   BENCH_ASSISTANT_SHOW_HELDOUT=1 (held-out misses too)   BENCH_ASSISTANT_DATA=<folder> (other data)
 * Run alone with `npx tsx bench/assistant-eval.ts`.
 */
import type { Database } from '../packages/server/src/db/client';
import { badInputBench } from './assistant-eval/lib/bad-input';
import {
  CASE_KINDS,
  EVAL_DIR,
  filterCases,
  loadCases,
  type LoadedCase,
  type Split,
} from './assistant-eval/lib/data';
import { evalApp, openEvalPglite } from './assistant-eval/lib/eval-app';
import { evaluate } from './assistant-eval/lib/evaluate';
import { injectHttp } from './assistant-eval/lib/http';
import { latencyBench } from './assistant-eval/lib/latency';
import { accuracyTable, missesReport, percentile, type SplitOutcome } from './assistant-eval/lib/report';
import { DEFAULT_POSTGRES_URL, openScratchDatabase, print, runAlone } from './lib';

interface Options {
  splits: Split[];
  quick: boolean;
  idPrefix: string | undefined;
  kind: string | undefined;
  showHeldout: boolean;
}

function readOptions(): Options {
  const quick = process.env.BENCH_ASSISTANT_QUICK === '1';
  // Quick runs are for tuning, which looks at the dev half only.
  const split = process.env.BENCH_ASSISTANT_SPLIT ?? (quick ? 'dev' : 'all');
  if (!['dev', 'heldout', 'all'].includes(split))
    throw new Error(`BENCH_ASSISTANT_SPLIT=${split}: dev, heldout o all`);
  const kind = process.env.BENCH_ASSISTANT_KIND || undefined;
  if (kind && !(CASE_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`BENCH_ASSISTANT_KIND=${kind}: ${CASE_KINDS.join(', ')}`);
  }
  return {
    splits: split === 'all' ? ['dev', 'heldout'] : [split as Split],
    quick,
    idPrefix: process.env.BENCH_ASSISTANT_CASES || undefined,
    kind,
    showHeldout: process.env.BENCH_ASSISTANT_SHOW_HELDOUT === '1',
  };
}

/** Accuracy on each catalogue's own store (PGlite, app.inject), printed per split. */
async function accuracy(database: Database, cases: LoadedCase[], options: Options) {
  const app = await evalApp(database);
  const started = performance.now();
  try {
    const outcomes: SplitOutcome[] = (await evaluate(database.db, injectHttp(app), cases)).map((o) => ({
      ...o,
      split: o.source.split,
    }));
    const times = outcomes.flatMap((o) => o.ms).sort((a, b) => a - b);
    print('assistant eval accuracy run', {
      cases: outcomes.length,
      messages: times.length,
      message_p50_ms: percentile(times, 0.5).toFixed(1),
      s: ((performance.now() - started) / 1000).toFixed(1),
      database: database.kind,
    });
    for (const split of options.splits) console.log(accuracyTable(split, outcomes).join('\n'));
    for (const split of options.splits) {
      if (split === 'heldout' && !options.showHeldout) continue;
      console.log(missesReport(split, outcomes).join('\n'));
    }
  } finally {
    await app.close();
  }
}

export async function assistantEvalBench() {
  const options = readOptions();
  const { cases: all, misplaced } = loadCases();
  if (all.length === 0) {
    console.log(`assistant eval: no hay casos en ${EVAL_DIR}cases (ver bench/assistant-eval/FORMAT.md)`);
    return;
  }
  for (const entry of misplaced) console.log(`aviso: caso en el archivo de la otra mitad: ${entry}`);
  const cases = filterCases(
    all.filter((c) => options.splits.includes(c.split)),
    options,
  );
  const pglite = await openEvalPglite();
  try {
    await accuracy(pglite, cases, options);
    if (options.quick) return;
    // Latency and bad input use the same cases' messages as traffic, on bigger stores.
    await latencyBench(pglite, cases, 'PGlite');
    await badInputBench(pglite);
  } finally {
    await pglite.close();
  }
  if (options.quick) return;
  const postgres = await openScratchDatabase({
    name: 'mostrador_assistant_eval_bench',
    postgresUrl: process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL,
  });
  try {
    await latencyBench(postgres.database, cases, 'PostgreSQL');
  } finally {
    await postgres.database.close();
    await postgres.drop();
  }
}

runAlone(import.meta.url, assistantEvalBench);
