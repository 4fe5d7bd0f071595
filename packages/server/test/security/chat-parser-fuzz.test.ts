import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from '../../src/modules/assistant/engine/catalogue-index';
import { TEST_CATALOGUE } from '../../src/modules/assistant/engine/fixtures.catalogue';
import { understand } from '../../src/modules/assistant/engine/understand';
import { createRandom, FUZZ_RUNS, FUZZ_SEED, randomText } from './fuzz-support';

/*
 * The chat message parser with random unicode and 10,000-character messages. understand() is
 * synchronous, so the bound is checked per call: every message is read, whatever it holds, within
 * BOUND_MS, and the answer is one of the engine's intents.
 */
// Measured alone: at most about 130 ms for 10,000 characters. The bound leaves room for a loaded
// 2-core machine and still catches runaway (quadratic or backtracking) reading.
const BOUND_MS = 5_000;
const MAX_CHARS = 10_000;
const index = new CatalogueIndex(TEST_CATALOGUE);
const INTENTS = new Set([
  'discard_order',
  'confirm_order',
  'show_order',
  'catalogue',
  'greet',
  'thanks',
  'help',
  'faq',
  'add_items',
  'remove_item',
  'change_item',
  'product_query',
  'unknown',
]);

function timed(message: string) {
  const started = performance.now();
  const result = understand(message, index);
  return { result, ms: performance.now() - started };
}

/** A long message built by repeating a piece up to MAX_CHARS. */
const repeated = (piece: string) => piece.repeat(Math.ceil(MAX_CHARS / piece.length)).slice(0, MAX_CHARS);

describe('chat message parser with hostile input', () => {
  it('reads pathological 10,000-character messages within the bound', () => {
    const messages = [
      repeated('2 '),
      repeated('kg '),
      repeated('y '),
      repeated('1,'),
      repeated('quiero 2 kg de papa, '),
      repeated('papa'),
      repeated('a'),
      repeated('ñ́'),
      repeated('😀'),
      repeated('1/2 '),
      repeated('0'),
      repeated('hola '),
      repeated('sacame '),
      repeated('cambiá la yerba por '),
      repeated('\u0000'),
      repeated(' '),
      repeated('x y z '),
    ];
    const slow: string[] = [];
    for (const message of messages) {
      const { result, ms } = timed(message);
      expect(typeof result.intent).toBe('string');
      if (ms > BOUND_MS) slow.push(`${JSON.stringify(message.slice(0, 30))}...: ${Math.round(ms)} ms`);
    }
    expect(slow).toEqual([]);
  });

  it('reads random unicode messages of any length within the bound', () => {
    const random = createRandom(FUZZ_SEED);
    const slow: string[] = [];
    const intents = new Set<string>();
    for (let i = 0; i < 150 * FUZZ_RUNS; i += 1) {
      const message = randomText(random, random.next() < 0.1 ? MAX_CHARS : 200);
      const { result, ms } = timed(message);
      intents.add(result.intent);
      if (ms > BOUND_MS) slow.push(`#${i} (${message.length} caracteres): ${Math.round(ms)} ms`);
    }
    expect(slow, `semilla FUZZ_SEED=${FUZZ_SEED}`).toEqual([]);
    expect([...intents].filter((intent) => !INTENTS.has(intent))).toEqual([]);
  });
});
