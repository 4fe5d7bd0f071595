/**
 * Validates the assistant evaluation cases and splits them into dev / held-out files (FORMAT.md).
 *
 *   npx tsx bench/assistant-eval/split.ts [new-cases.jsonl ...]
 *
 * Reads every case already in cases/*.dev.jsonl and cases/*.heldout.jsonl, adds the cases of the
 * files given (a case with an existing id replaces it), checks each one against its catalogue and
 * writes cases/<catalogue>.dev.jsonl and cases/<catalogue>.heldout.jsonl again. The side of a case
 * depends only on its id (splitOf: sha256("mostrador-eval-2026:" + id), first byte even -> dev), so
 * running it again never moves a case. Any invalid case stops the run with every problem listed and
 * nothing written: a broken case must not reach the bench silently.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CASE_KINDS,
  loadCatalogue,
  splitOf,
  type EvalCase,
  type EvalCatalogue,
  type EvalProduct,
} from './lib/data';

const HERE = dirname(fileURLToPath(import.meta.url));
const CASES = join(HERE, 'cases');
const COUNTRIES = ['AR', 'UY', 'MX', 'CO', 'CL', 'PE'];
const UNITS = ['unit', 'kg', 'gr', 'lt', 'dozen', 'meter'];

type Products = Map<string, EvalProduct>;
type Loaded = Map<string, { catalogue: EvalCatalogue; products: Products }>;

/** Every catalogue a case may name; the large stress catalogue holds no cases, so it is not read. */
function loadCatalogues(): Loaded {
  const loaded: Loaded = new Map();
  for (const file of readdirSync(join(HERE, 'catalogues'))) {
    const id = /^(.+)\.json(\.gz)?$/.exec(file)?.[1];
    if (!id || id === 'large') continue;
    const catalogue = loadCatalogue(id, HERE);
    loaded.set(catalogue.id, {
      catalogue,
      products: new Map(catalogue.products.map((product) => [product.original_id, product])),
    });
  }
  return loaded;
}

function readJsonl(path: string): EvalCase[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as EvalCase;
      } catch {
        throw new Error(`${path}:${index + 1}: not valid JSON`);
      }
    });
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function checkItems(
  problems: string[],
  where: string,
  items: unknown,
  products: Products,
  { allowEmpty }: { allowEmpty: boolean },
) {
  if (!Array.isArray(items)) return problems.push(`${where}: expect.items must be a list`);
  if (!allowEmpty && items.length === 0) problems.push(`${where}: expect.items must not be empty`);
  const seen = new Set<string>();
  for (const item of items as Array<{ product: string; amount: unknown }>) {
    const product = products.get(item?.product);
    if (!product) {
      problems.push(`${where}: unknown product ${JSON.stringify(item?.product)}`);
      continue;
    }
    if (seen.has(item.product)) problems.push(`${where}: product ${item.product} listed twice`);
    seen.add(item.product);
    if (typeof item.amount !== 'number' || !(item.amount > 0)) {
      problems.push(`${where}: amount of ${item.product} must be a positive number`);
    } else if (product.quantity_unit === 'unit' && !Number.isInteger(item.amount)) {
      // Packages are whole; kg, gr, lt, meter and dozen ('media docena' = 0.5) may be fractions.
      problems.push(
        `${where}: ${product.name} is sold by ${product.quantity_unit}, amount ${item.amount} is not whole`,
      );
    }
  }
}

function checkProductList(problems: string[], where: string, ids: unknown, products: Products) {
  if (!Array.isArray(ids)) return problems.push(`${where} must be a list of original_id`);
  for (const id of ids)
    if (!products.has(id)) problems.push(`${where}: unknown product ${JSON.stringify(id)}`);
}

function checkCase(problems: string[], testCase: EvalCase, catalogues: Loaded): void {
  const where = testCase.id ?? '(case without id)';
  const entry = catalogues.get(testCase.catalogue);
  if (!entry) return void problems.push(`${where}: unknown catalogue ${JSON.stringify(testCase.catalogue)}`);
  const { catalogue, products } = entry;
  if (!new RegExp(`^${catalogue.id}-\\d{4,}$`).test(testCase.id ?? '')) {
    problems.push(`${where}: id must be "${catalogue.id}-NNNN"`);
  }
  if (!CASE_KINDS.includes(testCase.kind))
    problems.push(`${where}: unknown kind ${JSON.stringify(testCase.kind)}`);
  if (!COUNTRIES.includes(testCase.country ?? ''))
    problems.push(`${where}: unknown country ${testCase.country}`);
  if (!Array.isArray(testCase.turns) || testCase.turns.length === 0 || !testCase.turns.every(isText)) {
    problems.push(`${where}: turns must be a non-empty list of messages`);
  }
  if (testCase.setup !== undefined && (!Array.isArray(testCase.setup) || !testCase.setup.every(isText))) {
    problems.push(`${where}: setup must be a list of messages`);
  }
  const expect = testCase.expect as Record<string, unknown> | undefined;
  if (!expect || typeof expect !== 'object') return void problems.push(`${where}: expect is missing`);
  const items = expect.items;
  switch (testCase.kind) {
    case 'order':
      checkItems(problems, where, items, products, { allowEmpty: false });
      break;
    case 'clarification':
      if (testCase.turns?.length !== 2) problems.push(`${where}: a clarification has exactly two turns`);
      checkItems(problems, where, items, products, { allowEmpty: false });
      break;
    case 'change':
      if (!testCase.setup?.length) problems.push(`${where}: a change needs setup turns that build the order`);
      checkItems(problems, where, items, products, { allowEmpty: true });
      break;
    case 'price':
      checkItems(problems, where, items, products, { allowEmpty: true });
      if ((items as unknown[])?.length) problems.push(`${where}: a price question adds nothing`);
      checkProductList(problems, `${where}: expect.price_of`, expect.price_of, products);
      if (!Array.isArray(expect.price_of) || expect.price_of.length === 0) {
        problems.push(`${where}: expect.price_of must name at least one product`);
      }
      break;
    case 'absent':
      if (!Array.isArray(items) || items.length) problems.push(`${where}: expect.items must be []`);
      if (expect.recorded !== true) problems.push(`${where}: expect.recorded must be true`);
      checkProductList(
        problems,
        `${where}: expect.alternatives_allowed`,
        expect.alternatives_allowed,
        products,
      );
      break;
    case 'faq': {
      if (!Array.isArray(items) || items.length) problems.push(`${where}: expect.items must be []`);
      const { standard_faqs = [], knowledge_base = [] } = catalogue.store;
      const ids = [...standard_faqs, ...knowledge_base].map((faq) => faq.id);
      if (!ids.includes(expect.faq as string))
        problems.push(`${where}: unknown faq ${JSON.stringify(expect.faq)}`);
      break;
    }
    case 'unanswered':
      if (!Array.isArray(items) || items.length) problems.push(`${where}: expect.items must be []`);
      if (expect.recorded !== true) problems.push(`${where}: expect.recorded must be true`);
      break;
    case 'closing':
      checkItems(problems, where, items, products, { allowEmpty: false });
      checkClosingOrder(problems, where, expect.order, catalogue);
      break;
  }
}

function checkClosingOrder(problems: string[], where: string, order: unknown, catalogue: EvalCatalogue) {
  const data = order as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object') return problems.push(`${where}: expect.order is missing`);
  if (data.status !== 'pending') problems.push(`${where}: expect.order.status must be "pending"`);
  if (typeof data.delivery !== 'boolean')
    return problems.push(`${where}: expect.order.delivery must be true or false`);
  const { store } = catalogue;
  if (data.delivery && !store.delivery_enabled) problems.push(`${where}: the store has delivery disabled`);
  if (!data.delivery && !store.takeaway_enabled) problems.push(`${where}: the store has pickup disabled`);
  if (data.delivery && !isText(data.address))
    problems.push(`${where}: a delivery needs expect.order.address`);
  if (!isText(data.first_name)) problems.push(`${where}: expect.order.first_name is missing`);
  if (data.last_name !== undefined && !isText(data.last_name)) problems.push(`${where}: empty last_name`);
  if (typeof data.phone_digits !== 'string' || !/^\d{6,15}$/.test(data.phone_digits)) {
    problems.push(`${where}: expect.order.phone_digits must be 6 to 15 digits`);
  }
  const method = (store.payment_methods ?? []).find((candidate) => candidate.name === data.payment_method);
  if (!method)
    problems.push(`${where}: the store has no payment method ${JSON.stringify(data.payment_method)}`);
  else if (!(data.delivery ? method.enabled_delivery : method.enabled_pickup)) {
    problems.push(`${where}: ${method.name} is not enabled for ${data.delivery ? 'delivery' : 'pickup'}`);
  }
}

function checkCatalogue(problems: string[], catalogue: EvalCatalogue) {
  const ids = new Set<string>();
  for (const product of catalogue.products) {
    if (ids.has(product.original_id))
      problems.push(`${catalogue.id}: original_id ${product.original_id} repeated`);
    ids.add(product.original_id);
    if (!UNITS.includes(product.quantity_unit))
      problems.push(`${catalogue.id}: ${product.name}: bad quantity_unit`);
    if (!(product.price > 0)) problems.push(`${catalogue.id}: ${product.name}: price must be positive`);
  }
}

function main() {
  const catalogues = loadCatalogues();
  const problems: string[] = [];
  for (const { catalogue } of catalogues.values()) checkCatalogue(problems, catalogue);

  const byId = new Map<string, EvalCase>();
  const existing = existsSync(CASES)
    ? readdirSync(CASES).filter((file) => /\.(dev|heldout)\.jsonl$/.test(file))
    : [];
  for (const file of existing)
    for (const testCase of readJsonl(join(CASES, file))) byId.set(testCase.id, testCase);
  for (const path of process.argv.slice(2)) {
    const seen = new Set<string>();
    for (const testCase of readJsonl(path)) {
      if (seen.has(testCase.id)) problems.push(`${basename(path)}: id ${testCase.id} used twice`);
      seen.add(testCase.id);
      byId.set(testCase.id, testCase);
    }
  }
  for (const testCase of byId.values()) checkCase(problems, testCase, catalogues);
  if (problems.length > 0) {
    console.error(`${problems.length} problem(s), nothing written:\n${problems.join('\n')}`);
    process.exit(1);
  }

  const files = new Map<string, EvalCase[]>();
  for (const testCase of [...byId.values()].sort((a, b) => a.id.localeCompare(b.id))) {
    const name = `${testCase.catalogue}.${splitOf(testCase.id)}.jsonl`;
    files.set(name, [...(files.get(name) ?? []), testCase]);
  }
  for (const catalogueId of new Set([...byId.values()].map((testCase) => testCase.catalogue))) {
    for (const side of ['dev', 'heldout']) {
      const name = `${catalogueId}.${side}.jsonl`;
      const lines = (files.get(name) ?? []).map((testCase) => JSON.stringify(testCase));
      writeFileSync(join(CASES, name), lines.length ? `${lines.join('\n')}\n` : '');
    }
  }
  printCounts([...byId.values()]);
}

function printCounts(cases: EvalCase[]) {
  const count = (key: (testCase: EvalCase) => string) => {
    const counts: Record<string, number> = {};
    for (const testCase of cases) counts[key(testCase)] = (counts[key(testCase)] ?? 0) + 1;
    return counts;
  };
  console.log(`${cases.length} cases`);
  console.table(count((testCase) => `${testCase.catalogue} ${splitOf(testCase.id)}`));
  console.table(count((testCase) => `${testCase.kind} ${splitOf(testCase.id)}`));
  console.table(count((testCase) => testCase.country ?? '-'));
}

main();
