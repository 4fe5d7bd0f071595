import { readFileSync } from 'node:fs';
import { CatalogueIndex } from '../packages/server/src/modules/assistant/engine/catalogue-index';
import { understand } from '../packages/server/src/modules/assistant/engine/understand';
const cat = process.argv[2]!;
const d = JSON.parse(readFileSync(`bench/assistant-eval/catalogues/${cat}.json`, 'utf8'));
const products = d.products.map((p: any, i: number) => ({ id: i + 1, name: p.name, brand: p.brand, kind: p.kind, quantity_unit: p.quantity_unit, price_per_unit: p.price, tags: [] }));
const index = new CatalogueIndex(products);
for (const m of process.argv.slice(3)) {
  const u = understand(m, index, []) as any;
  console.log(m, '=>', u.intent, JSON.stringify((u.items ?? []).map((i: any) => [i.product?.name, i.amount])), JSON.stringify((u.unresolved ?? []).map((r: any) => [r.text, r.reason, r.amount, (r.options ?? []).length])));
}
