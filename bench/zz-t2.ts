import { readFileSync } from 'node:fs';
import { CatalogueIndex } from '../packages/server/src/modules/assistant/engine/catalogue-index';
import { understand } from '../packages/server/src/modules/assistant/engine/understand';
const [cat, ...msgs] = process.argv.slice(2);
const data = JSON.parse(readFileSync(`bench/assistant-eval/catalogues/${cat}.json`, 'utf8'));
const products = data.products.map((p: any, i: number) => ({ id: i + 1, name: p.name, brand: p.brand, kind: p.kind, quantity_unit: p.quantity_unit, price_per_unit: p.price, tags: [] }));
const index = new CatalogueIndex(products);
for (const m of msgs) console.log(m, '->', JSON.stringify(understand(m, index)).slice(0, 300));
