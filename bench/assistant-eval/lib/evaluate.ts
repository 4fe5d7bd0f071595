/* Cases through their catalogues' stores: one store per catalogue, one fresh visit per case. */
import type { Db } from '../../../packages/server/src/db/client';
import { loadCatalogue, type EvalCase, type EvalCatalogue, type EvalProduct } from './data';
import { createEvalStore, type EvalStore } from './eval-store';
import type { Http } from './http';
import { runCase, type Outcome } from './judge';

export interface EvaluateOptions {
  /** The products of each catalogue's store (default: the catalogue's own). */
  productsOf?: (catalogue: EvalCatalogue) => EvalProduct[];
  /** Called once per store before its cases run (a warm-up, a cold-start measurement). */
  onStore?: (store: EvalStore) => Promise<void>;
  /** Called after each case (progress). */
  onOutcome?: (outcome: Outcome) => void;
}

export async function evaluate<T extends EvalCase>(
  db: Db,
  http: Http,
  cases: T[],
  options: EvaluateOptions = {},
): Promise<(Outcome & { source: T })[]> {
  const outcomes: (Outcome & { source: T })[] = [];
  const catalogueIds = [...new Set(cases.map((c) => c.catalogue))];
  for (const id of catalogueIds) {
    const catalogue = loadCatalogue(id);
    const store = await createEvalStore(db, http, catalogue, options.productsOf?.(catalogue));
    await options.onStore?.(store);
    for (const c of cases) {
      if (c.catalogue !== id) continue;
      const outcome = await runCase(http, store, c);
      options.onOutcome?.(outcome);
      outcomes.push({ ...outcome, source: c });
    }
  }
  return outcomes;
}
