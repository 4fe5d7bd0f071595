/*
 * Messages and stores the assistant must survive: a 1,000-character message, only emojis, only
 * numbers, mixed languages, an empty catalogue and a 50,000-product one. Each must get a Spanish
 * reply, never a 5xx, never a hang; the table prints each one's time.
 */
import type { Database } from '../../../packages/server/src/db/client';
import { print } from '../../lib';
import { describeReply, textsOf, Visit } from './conversation';
import { EVAL_DIR, loadCatalogue, loadCases, type EvalCatalogue } from './data';
import { evalApp } from './eval-app';
import { createEvalStore, fillTo, type EvalStore } from './eval-store';
import { injectHttp, REPLY_DEADLINE_MS } from './http';
import { largeProducts } from './latency';

const HUGE_STORE = 50_000;
/** Long enough to see how long a slow answer takes; past REPLY_DEADLINE_MS it is still a hang. */
const PATIENCE_MS = 60_000;

/** Common Spanish words: a reply with none of them is not the clear Spanish answer asked for. */
const SPANISH = /\b(de|que|no|el|la|los|las|tu|te|un|una|por|para|con|es|en|hola|gracias|tenemos|pedido)\b/;
const looksSpanish = (text: string) =>
  SPANISH.test(
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
  );

/** A shopping list of the catalogue's product names, cut at exactly 1,000 characters. */
function longList(catalogue: EvalCatalogue): string {
  const names = catalogue.products.map((p, i) => `${(i % 3) + 1} ${p.name}`);
  let text = 'hola! te paso la lista:\n';
  for (let i = 0; text.length < 1000 && names.length > 0; i += 1) text += `- ${names[i % names.length]}\n`;
  return text.slice(0, 1000);
}

/** The catalogue most cases use: its store stands for an ordinary one. */
function mainCatalogue(): EvalCatalogue {
  const counts = new Map<string, number>();
  for (const c of loadCases().cases) counts.set(c.catalogue, (counts.get(c.catalogue) ?? 0) + 1);
  const [id] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!id) throw new Error(`No hay casos en ${EVAL_DIR}`);
  return loadCatalogue(id);
}

export async function badInputBench(database: Database) {
  const app = await evalApp(database);
  const http = injectHttp(app, PATIENCE_MS);
  try {
    const catalogue = mainCatalogue();
    const store = await createEvalStore(database.db, http, catalogue);
    const empty = await createEvalStore(database.db, http, { ...catalogue, products: [] });
    const huge = await createEvalStore(
      database.db,
      http,
      catalogue,
      fillTo(catalogue.products, largeProducts(), HUGE_STORE),
    );
    const inputs: [string, EvalStore, string][] = [
      ['1.000 caracteres (lista)', store, longList(catalogue)],
      ['1.000 caracteres (una palabra)', store, 'a'.repeat(1000)],
      ['solo emojis', store, '😀🙏🛒🍅🥤🥤'],
      ['solo números', store, '2 3 45 1000 7'],
      ['idiomas mezclados', store, 'hi! I want two coca zero please y un kilo de tomate, obrigado'],
      ['catálogo vacío: pedido', empty, 'quiero 2 coca zero de 1,5 y un kilo de tomate'],
      ['catálogo vacío: precio', empty, '¿cuánto sale la yerba?'],
      [`${huge.byOriginalId.size} productos: primer mensaje`, huge, 'hola, ¿tienen yerba?'],
      [`${huge.byOriginalId.size} productos: pedido`, huge, 'quiero 2 coca zero de 1,5 y un kilo de tomate'],
      [`${huge.byOriginalId.size} productos: 1.000 caracteres`, huge, longList(catalogue)],
    ];
    console.log('-- entradas difíciles --');
    console.log(`${'caso'.padEnd(34)}${'HTTP'.padEnd(6)}${'ms'.padEnd(9)}${'ok'.padEnd(5)}respuesta`);
    let slowest = 0;
    let failed = 0;
    for (const [label, target, text] of inputs) {
      const visit = new Visit(http, target);
      await visit.open();
      const turn = await visit.say(text);
      const spanish = looksSpanish(textsOf(turn.messages).join(' '));
      const ok = !turn.failure && spanish && turn.ms <= REPLY_DEADLINE_MS;
      if (!ok) failed += 1;
      slowest = Math.max(slowest, turn.ms);
      const reply = (turn.failure ?? describeReply(turn.messages).join(' | ')).replace(/\s+/g, ' ');
      console.log(
        `${label.padEnd(34)}${String(turn.status).padEnd(6)}${turn.ms.toFixed(1).padEnd(9)}${(ok ? 'sí' : 'NO').padEnd(5)}${reply.slice(0, 90)}`,
      );
    }
    print('assistant eval bad input', { inputs: inputs.length, failed, max_ms: slowest.toFixed(1) });
  } finally {
    await app.close();
  }
}
