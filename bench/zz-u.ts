import { readFileSync } from 'node:fs';
import { CatalogueIndex } from '../packages/server/src/modules/assistant/engine/catalogue-index';
import { readRequest } from '../packages/server/src/modules/assistant/engine/request';
import { resolveRequest } from '../packages/server/src/modules/assistant/engine/resolve';
const cat = process.argv[2]!;
const d = JSON.parse(readFileSync(`bench/assistant-eval/catalogues/${cat}.json`, 'utf8'));
const products = d.products.map((p: any, i: number) => ({ id: i + 1, name: p.name, brand: p.brand, kind: p.kind, quantity_unit: p.quantity_unit, price_per_unit: p.price, tags: [] }));
const index = new CatalogueIndex(products);
for (const m of process.argv.slice(3)) {
  const r = readRequest(index.applySynonyms(m), (w) => index.hasWord(w));
  console.log(m, JSON.stringify(r));
  const f = resolveRequest(index, r) as any;
  console.log(' ->', f.kind, f.product?.name, (f.options ?? []).map((o: any) => o.name).join(' | '));
}
if (process.env.MATCH) {
  const r = readRequest(index.applySynonyms(process.env.MATCH), (w) => index.hasWord(w));
  for (const c of index.match(r).candidates.slice(0, 15) as any[]) console.log(c.score.toFixed(3), c.extras, c.variant, c.exactness, c.leads, c.inName, c.literal, c.product.name, c.product.price_per_unit);
}
