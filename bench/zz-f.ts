import { readFileSync } from 'node:fs';
import { FAQ_TYPE_INFO } from '@mostrador/core';
import { bestFaq } from '../packages/server/src/modules/assistant/engine/faq-match';
import { CatalogueIndex } from '../packages/server/src/modules/assistant/engine/catalogue-index';
const cat = process.argv[2]!;
const d = JSON.parse(readFileSync(`bench/assistant-eval/catalogues/${cat}.json`, 'utf8'));
const products = d.products.map((p: any, i: number) => ({ id: i + 1, name: p.name, brand: p.brand, kind: p.kind, quantity_unit: p.quantity_unit, price_per_unit: p.price, tags: [] }));
const index = new CatalogueIndex(products);
const st = d.store;
const entries = [
  ...st.standard_faqs.map((f: any) => ({ item: f.id, questions: [f.question || (FAQ_TYPE_INFO as any)[f.faq_type].question, (FAQ_TYPE_INFO as any)[f.faq_type].label, ...(f.model_queries ?? [])], response: f.response, kind: f.faq_type })),
  ...st.knowledge_base.map((f: any) => ({ item: f.id, questions: f.model_queries, response: f.response })),
];
for (const q of process.argv.slice(3)) {
  const b = bestFaq(q, entries, { isProduct: (w) => index.hasWord(w), floor: 0 });
  const all = bestFaq(q, entries, { isProduct: (w) => index.hasWord(w), floor: -1 });
  console.log(q, "=>", b?.entry.item, b?.score.toFixed(3), "| top", all?.entry.item, all?.score.toFixed(3));
}
