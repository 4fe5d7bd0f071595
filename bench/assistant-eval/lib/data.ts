/*
 * The evaluation data as FORMAT.md defines it: catalogues (.json or .json.gz) and cases (.jsonl per
 * catalogue and split). Plain Node (no database, no app), so the bench and the regression test of
 * `npm test` both read the files through it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** The folder the data lives in; BENCH_ASSISTANT_DATA points the bench at another copy. */
export const EVAL_DIR = process.env.BENCH_ASSISTANT_DATA ?? new URL('..', import.meta.url).pathname;

export type QuantityUnitName = 'unit' | 'kg' | 'gr' | 'lt' | 'dozen' | 'meter';

export interface EvalProduct {
  original_id: string;
  name: string;
  brand: string | null;
  kind: string | null;
  quantity_unit: QuantityUnitName;
  price: number;
}

export interface EvalPaymentMethod {
  name: string;
  method_info?: string;
  enabled_delivery?: boolean;
  enabled_pickup?: boolean;
}

export interface EvalStandardFaq {
  id: string;
  faq_type: 'payment_methods' | 'store_location' | 'delivery' | 'freigt_cost' | 'minimum_purchase';
  question: string;
  response: string;
}

export interface EvalKnowledge {
  id: string;
  model_queries: string[];
  response: string;
}

export interface EvalStoreSettings {
  name: string;
  address?: string;
  city?: string;
  delivery_enabled?: boolean;
  takeaway_enabled?: boolean;
  payment_methods?: EvalPaymentMethod[];
  standard_faqs?: EvalStandardFaq[];
  knowledge_base?: EvalKnowledge[];
}

export interface EvalCatalogue {
  id: string;
  country?: string;
  currency_symbol: string;
  store: EvalStoreSettings;
  products: EvalProduct[];
}

export const CASE_KINDS = [
  'order',
  'clarification',
  'price',
  'absent',
  'change',
  'faq',
  'unanswered',
  'closing',
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export interface ExpectedItem {
  product: string;
  amount: number;
}

export interface ExpectedOrder {
  status?: string;
  delivery?: boolean;
  address?: string;
  first_name?: string;
  last_name?: string;
  phone_digits?: string;
  payment_method?: string;
}

export interface EvalCase {
  id: string;
  catalogue: string;
  kind: CaseKind;
  country?: string;
  turns: string[];
  setup?: string[];
  expect: {
    items?: ExpectedItem[];
    price_of?: string[];
    alternatives_allowed?: string[];
    recorded?: boolean;
    faq?: string;
    order?: ExpectedOrder;
  };
}

export type Split = 'dev' | 'heldout';

/** FORMAT.md's split: sha256("mostrador-eval-2026:" + id), first byte even -> dev. */
export function splitOf(caseId: string): Split {
  const firstByte = createHash('sha256').update(`mostrador-eval-2026:${caseId}`).digest()[0]!;
  return firstByte % 2 === 0 ? 'dev' : 'heldout';
}

function readMaybeGzip(path: string): string {
  const bytes = readFileSync(path);
  return (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** A catalogue by id: catalogues/<id>.json or catalogues/<id>.json.gz. */
export function loadCatalogue(id: string, dir = EVAL_DIR): EvalCatalogue {
  // (A folder of other cases, such as independent/, may use the catalogues of this one.)
  const own = new URL('..', import.meta.url).pathname;
  for (const folder of [dir, own])
    for (const name of [`${id}.json`, `${id}.json.gz`]) {
      const path = join(folder, 'catalogues', name);
      if (existsSync(path)) return JSON.parse(readMaybeGzip(path)) as EvalCatalogue;
    }
  throw new Error(`No existe el catálogo ${id} en ${join(dir, 'catalogues')}`);
}

export interface LoadedCase extends EvalCase {
  split: Split;
}

/**
 * Every case of every catalogue, each in the split its hash names. A case found in the other
 * split's file is measured where its hash puts it and reported in `misplaced` (the data's bug).
 */
export function loadCases(dir = EVAL_DIR): { cases: LoadedCase[]; misplaced: string[] } {
  const folder = join(dir, 'cases');
  const cases: LoadedCase[] = [];
  const misplaced: string[] = [];
  if (!existsSync(folder)) return { cases, misplaced };
  for (const file of readdirSync(folder).sort()) {
    const fileSplit = /\.(dev|heldout)\.jsonl$/.exec(file)?.[1];
    if (!fileSplit) continue;
    readFileSync(join(folder, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!line.trim()) return;
        const parsed = JSON.parse(line) as EvalCase;
        const split = splitOf(parsed.id);
        if (split !== fileSplit) misplaced.push(`${file}:${index + 1} ${parsed.id}`);
        cases.push({ ...parsed, split });
      });
  }
  return { cases, misplaced };
}

export interface CaseFilter {
  idPrefix?: string | undefined;
  kind?: string | undefined;
}

export const filterCases = <T extends EvalCase>(cases: T[], filter: CaseFilter) =>
  cases.filter(
    (c) => (!filter.idPrefix || c.id.startsWith(filter.idPrefix)) && (!filter.kind || c.kind === filter.kind),
  );
