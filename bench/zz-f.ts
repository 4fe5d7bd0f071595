import { readFileSync } from 'node:fs';
import { bestFaq } from '../packages/server/src/modules/assistant/engine/faq-match';
import { FAQ_TYPE_INFO } from '@mostrador/core';
const [cat, ...qs] = process.argv.slice(2);
const d = JSON.parse(readFileSync(`bench/assistant-eval/catalogues/${cat}.json`, 'utf8'));
const entries = [
  ...d.store.standard_faqs.map((f: any) => ({ item: f.id, questions: [f.question || (FAQ_TYPE_INFO as any)[f.faq_type]?.question, (FAQ_TYPE_INFO as any)[f.faq_type]?.label, ...(f.model_queries ?? [])].filter(Boolean), response: f.response, kind: f.faq_type })),
  ...d.store.knowledge_base.map((f: any) => ({ item: f.id, questions: f.model_queries, response: f.response })),
];
const names = new Set(d.products.flatMap((p: any) => p.name.toLowerCase().split(/\s+/)));
for (const q of qs) {
  const r = bestFaq(q, entries, { floor: -5, isProduct: (w: string) => names.has(w) });
  console.log(q, '=>', r?.entry.item, r?.score.toFixed(3));
}
