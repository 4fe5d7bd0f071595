/*
 * The assistant evaluation's regression subset (bench/assistant-eval/regression.json: dev case
 * ids the engine must keep passing), judged by the bench's own judge through the real app. The
 * held-out cases are never listed: tuning must not see them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVAL_DIR,
  loadCases,
  splitOf,
  type EvalCase,
  type EvalCatalogue,
} from '../../../../../bench/assistant-eval/lib/data';
import { createEvalStore } from '../../../../../bench/assistant-eval/lib/eval-store';
import { evaluate } from '../../../../../bench/assistant-eval/lib/evaluate';
import { injectHttp } from '../../../../../bench/assistant-eval/lib/http';
import { runCase } from '../../../../../bench/assistant-eval/lib/judge';
import { createTestApp, type TestContext } from '../../../test/helpers';

const listed = JSON.parse(readFileSync(join(EVAL_DIR, 'regression.json'), 'utf8')) as string[];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A store of three products, for checking the judge itself. */
const SMALL: EvalCatalogue = {
  id: 'judge-check',
  currency_symbol: '$',
  store: { name: 'Verdulería de prueba', payment_methods: [{ name: 'Efectivo' }] },
  products: [
    {
      original_id: 'P1',
      name: 'Papa blanca',
      brand: null,
      kind: 'Verduras',
      quantity_unit: 'kg',
      price: 800,
    },
    {
      original_id: 'P2',
      name: 'Tomate redondo',
      brand: null,
      kind: 'Verduras',
      quantity_unit: 'kg',
      price: 1500,
    },
    { original_id: 'P3', name: 'Cebolla', brand: null, kind: 'Verduras', quantity_unit: 'kg', price: 700 },
  ],
};

const orderCase = (amount: number): EvalCase => ({
  id: `judge-check-${amount}`,
  catalogue: SMALL.id,
  kind: 'order',
  turns: ['2 kg de papa blanca'],
  expect: { items: [{ product: 'P1', amount }] },
});

describe('assistant evaluation', () => {
  it('judges the order the assistant took a pass, and another order a miss', async () => {
    const http = injectHttp(t.app);
    const store = await createEvalStore(t.database.db, http, SMALL);
    const right = await runCase(http, store, orderCase(2));
    expect(right.problems).toEqual([]);
    expect(right.pass).toBe(true);
    const wrong = await runCase(http, store, orderCase(3));
    expect(wrong.pass).toBe(false);
    expect(wrong.problems).toEqual(['pedido: esperado 3 x P1 «Papa blanca»; quedó 2 x P1 «Papa blanca»']);
  });

  it('lists only dev cases that exist', () => {
    const known = new Set(loadCases().cases.map((c) => c.id));
    for (const id of listed) {
      expect(splitOf(id), id).toBe('dev');
      expect(known.has(id), id).toBe(true);
    }
  });

  // One test per catalogue: each builds its own store, so each stays well inside the default
  // timeout on a busy machine.
  const subset = loadCases().cases.filter((c) => listed.includes(c.id));
  const catalogues = [...new Set(subset.map((c) => c.catalogue))];
  it.each(catalogues)('passes every case of the regression subset on the %s catalogue', async (catalogue) => {
    const cases = subset.filter((c) => c.catalogue === catalogue);
    const outcomes = await evaluate(t.database.db, injectHttp(t.app), cases);
    const misses = outcomes.filter((o) => !o.pass).map((o) => `${o.id}: ${o.problems.join('; ')}`);
    expect(misses).toEqual([]);
  });

  it('has regression cases on every catalogue', () => {
    expect(catalogues.sort()).toEqual(['ar-super', 'demo', 'mx-super']);
  });
});
