/*
 * Runs one case through the public API and judges it as FORMAT.md says, kind by kind. Shared by
 * `npm run bench -- assistant` and the regression test of `npm test`, so both judge alike.
 */
import { formatMoney, type ChatMessage } from '@mostrador/core';
import { describeReply, textsOf, unansweredTotals, Visit, type Turn } from './conversation';
import type { EvalCase } from './data';
import type { EvalStore } from './eval-store';
import type { Http } from './http';
import { judgeClosing } from './judge-closing';
import { describeLines, expectedLines, linesOf, sameLines, squash, words, type Line } from './lines';

export interface Outcome {
  id: string;
  kind: EvalCase['kind'];
  catalogue: string;
  pass: boolean;
  /** What was wrong, one short sentence each; empty when it passed. */
  problems: string[];
  /** The judged turns and each one's reply, one line per message. */
  replies: { text: string; reply: string[] }[];
  /** Milliseconds of every chat message of the visit but the greeting (setup turns included). */
  ms: number[];
}

/** The session's open order's lines (none when its latest order is no longer provisional). */
async function openLines(visit: Visit): Promise<Line[]> {
  const order = await visit.order();
  if (!order || order.status !== 'provisional') return [];
  return linesOf(visit.store, order.items);
}

/** The original ids of the products a reply offers: its product cards, chips and texts naming one. */
export function offeredProducts(store: EvalStore, messages: ChatMessage[]): Set<string> {
  const offered = new Set<string>();
  const texts: string[] = [];
  for (const message of messages) {
    if (message.type === 'products') {
      for (const p of message.products) offered.add(store.originalOf.get(p.id) ?? `id:${p.id}`);
    } else if (message.type === 'chips') texts.push(...message.options.map(words));
    else if (message.type === 'text') texts.push(words(message.text));
  }
  for (const [original, product] of store.byOriginalId) {
    const name = words(product.name);
    if (name.trim() && texts.some((text) => text.includes(name))) offered.add(original);
  }
  return offered;
}

/** The response texts of the store's FAQs and knowledge base, by their data id. */
export function faqResponses(store: EvalStore): Map<string, string> {
  const settings = store.catalogue.store;
  return new Map([
    ...(settings.standard_faqs ?? []).map((faq) => [faq.id, faq.response] as const),
    ...(settings.knowledge_base ?? []).map((entry) => [entry.id, entry.response] as const),
  ]);
}

const QUESTION_KINDS = new Set<EvalCase['kind']>(['price', 'absent', 'faq', 'unanswered']);

/** What the last reply says and does against what the case expects (all kinds but closing). */
function judgeReply(store: EvalStore, c: EvalCase, last: ChatMessage[], recorded: boolean): string[] {
  const problems: string[] = [];
  const expect = c.expect;
  const text = squash(textsOf(last).join('\n'));
  for (const original of expect.price_of ?? []) {
    const product = store.byOriginalId.get(original);
    const price = product ? formatMoney(product.price, store.catalogue.currency_symbol) : `?${original}`;
    if (!text.includes(squash(price)))
      problems.push(`falta el precio ${price} de «${product?.name ?? original}»`);
  }
  if (c.kind === 'absent') {
    const allowed = new Set(expect.alternatives_allowed ?? []);
    const unrelated = [...offeredProducts(store, last)].filter((original) => !allowed.has(original));
    if (unrelated.length > 0) {
      const names = unrelated.slice(0, 3).map((o) => store.byOriginalId.get(o)?.name ?? o);
      problems.push(
        `ofreció productos no permitidos: ${names.join(' | ')}${unrelated.length > 3 ? '…' : ''}`,
      );
    }
  }
  if (expect.recorded === true && !recorded) problems.push('no quedó en SIN RESPONDER');
  const responses = faqResponses(store);
  if (c.kind === 'faq') {
    const response = responses.get(expect.faq ?? '');
    if (!response) problems.push(`la FAQ ${expect.faq} no existe en el catálogo`);
    else if (!text.includes(squash(response))) problems.push(`falta la respuesta de la FAQ ${expect.faq}`);
    if (recorded) problems.push('quedó en SIN RESPONDER aunque una FAQ la responde');
  }
  if (c.kind === 'unanswered') {
    const given = [...responses].filter(([, response]) => text.includes(squash(response)));
    if (given.length > 0) problems.push(`respondió con la FAQ ${given.map(([id]) => id).join(', ')}`);
  }
  return problems;
}

/** Runs the case's visit and judges it; never throws for what the assistant answers. */
export async function runCase(http: Http, store: EvalStore, c: EvalCase): Promise<Outcome> {
  const visit = new Visit(http, store);
  const problems: string[] = [];
  const ms: number[] = [];
  const greeting = await visit.open();
  if (greeting.failure) problems.push(`saludo: ${greeting.failure}`);
  for (const text of c.setup ?? []) {
    const turn = await visit.say(text);
    ms.push(turn.ms);
    if (turn.failure) problems.push(`preparación «${text}»: ${turn.failure}`);
  }
  const linesBefore = await openLines(visit);
  // SIN RESPONDER is read only when the case says something about it (saves two calls a case).
  const watchesRecords = c.expect.recorded !== undefined || c.kind === 'faq' || c.kind === 'unanswered';
  const recordedBefore = watchesRecords ? await unansweredTotals(http, store) : null;
  const turns: Turn[] = [];
  for (const text of c.turns) {
    const turn = await visit.say(text);
    ms.push(turn.ms);
    turns.push(turn);
    if (turn.failure) problems.push(`«${text}»: ${turn.failure}`);
  }
  const replies = turns.map((turn) => ({ text: turn.text, reply: describeReply(turn.messages) }));
  const outcome = (found: string[]): Outcome => ({
    id: c.id,
    kind: c.kind,
    catalogue: c.catalogue,
    pass: problems.length + found.length === 0,
    problems: [...problems, ...found],
    replies,
    ms,
  });
  if (c.kind === 'closing') return outcome(await judgeClosing(http, visit, c));

  const found: string[] = [];
  const lines = await openLines(visit);
  if (c.expect.items && !sameLines(lines, expectedLines(c.expect.items))) {
    found.push(
      `pedido: esperado ${describeLines(store, expectedLines(c.expect.items))}; quedó ${describeLines(store, lines)}` +
        // (A change's miss says the order it started from: a setup that went wrong is not the change.)
        (c.kind === 'change' ? `; antes ${describeLines(store, linesBefore)}` : ''),
    );
  }
  if (QUESTION_KINDS.has(c.kind) && !sameLines(lines, linesBefore)) {
    found.push(`la pregunta cambió el pedido (antes: ${describeLines(store, linesBefore)})`);
  }
  const recordedAfter = recordedBefore && (await unansweredTotals(http, store));
  const recorded = !!recordedBefore && !!recordedAfter && recordedAfter.times > recordedBefore.times;
  const last = turns[turns.length - 1]?.messages ?? [];
  found.push(...judgeReply(store, c, last, recorded));
  return outcome(found);
}
