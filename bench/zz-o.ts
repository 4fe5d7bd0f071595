import { readFileSync } from 'node:fs';
import { CatalogueIndex } from '../packages/server/src/modules/assistant/engine/catalogue-index';
import { understand } from '../packages/server/src/modules/assistant/engine/understand';
const cat = process.argv[2]!;
const d = JSON.parse(readFileSync(`bench/assistant-eval/catalogues/${cat}.json`, 'utf8'));
const products = d.products.map((p: any, i: number) => ({ id: i + 1, oid: p.original_id, name: p.name, brand: p.brand, kind: p.kind, quantity_unit: p.quantity_unit, price_per_unit: p.price, tags: [] }));
const index = new CatalogueIndex(products);
for (const m of process.argv.slice(3)) {
  const u = understand(m, index, []) as any;
  for (const r of u.unresolved ?? []) console.log(m, '|', r.reason, r.shown, (r.options ?? []).slice(0, r.shown ?? 5).map((o: any) => `${o.oid} ${o.name} $${o.price_per_unit}`).join(' || '));
  for (const i of u.items ?? []) console.log(m, '| found', i.product.oid, i.product.name, i.amount);
}
