/**
 * Seeded random input for the fuzz suites: a failure prints its seed, and `FUZZ_SEED=<seed>` runs
 * exactly the same inputs again. `FUZZ_RUNS` scales the number of cases (the default keeps each
 * suite to seconds in `npm test`).
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261122);
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 1));

export type Random = ReturnType<typeof createRandom>;

/** mulberry32: small, fast and good enough to spread test inputs. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

/** Characters that break naive code: controls, NUL, quotes, RTL marks, combining marks, emoji, surrogates. */
const NASTY = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\b',
  '\t',
  '\r\n',
  '"',
  "'",
  '\\',
  ';',
  ',',
  '{',
  '%s',
  '$',
  '=1+1',
  '\u202e',
  '\u200b',
  '\ufeff',
  'e\u0301',
  '\u0301\u0301\u0301',
  'ñ',
  'Ü',
  'ß',
  '日本',
  '𝔘',
  '😀',
  '👩‍👩‍👧',
  '\ud800',
  '\udfff',
  '\uffff',
  '<script>',
  "' or 1=1 --",
  '../',
  '%00',
  'null',
  'NaN',
];

export function randomText(random: Random, maxLength: number): string {
  const length = random.int(0, maxLength);
  let text = '';
  while (text.length < length) {
    const roll = random.next();
    if (roll < 0.3) text += random.pick(NASTY);
    else if (roll < 0.6) text += String.fromCharCode(random.int(0x20, 0x7e));
    else if (roll < 0.8) text += String.fromCodePoint(random.int(0xa0, 0x2fff));
    else if (roll < 0.9) text += String.fromCodePoint(random.int(0x1f300, 0x1faff));
    else text += String.fromCharCode(random.int(0, 0xffff));
  }
  return text.slice(0, Math.max(length, 0));
}

const NUMBERS = [0, -1, 1, 0.5, -0.0001, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 123456789.123456];

/** Any JSON value, nested up to `depth`. */
export function randomJson(random: Random, depth = 3): unknown {
  const roll = random.int(0, depth > 0 ? 7 : 4);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return random.next() < 0.5;
    case 2:
      return random.next() < 0.5 ? random.pick(NUMBERS) : random.int(-1e6, 1e6);
    case 3:
    case 4:
      return randomText(random, random.next() < 0.1 ? 5000 : 40);
    case 5:
    case 6:
      return Array.from({ length: random.int(0, 5) }, () => randomJson(random, depth - 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(0, 5) }, () => [
          randomText(random, 12),
          randomJson(random, depth - 1),
        ]),
      );
  }
}

/** The field names a zod object (or array of objects) declares, to aim wrong values at them. */
export function fieldNames(schema: unknown): { array: boolean; keys: string[] } {
  const def = (
    schema as
      | {
          def?: {
            type?: string;
            element?: unknown;
            shape?: Record<string, unknown>;
            in?: unknown;
            innerType?: unknown;
            schema?: unknown;
          };
        }
      | undefined
  )?.def;
  if (!def) return { array: false, keys: [] };
  if (def.type === 'array') return { array: true, keys: fieldNames(def.element).keys };
  if (def.type === 'object' && def.shape) return { array: false, keys: Object.keys(def.shape) };
  const inner = def.in ?? def.innerType ?? def.schema;
  return inner ? fieldNames(inner) : { array: false, keys: [] };
}

/** A body shaped like the schema (its real keys) with random, often wrong-typed, values. */
export function shapedBody(random: Random, schema: unknown): unknown {
  const { array, keys } = fieldNames(schema);
  const object = () =>
    Object.fromEntries(keys.filter(() => random.next() < 0.8).map((key) => [key, randomJson(random, 2)]));
  if (array)
    return Array.from({ length: random.int(0, 4) }, () =>
      random.next() < 0.8 ? object() : randomJson(random),
    );
  return keys.length ? object() : randomJson(random);
}

/** English words that mean a library's message leaked through instead of ours. */
const ENGLISH =
  /\b(invalid|expected|required|received|must|should|unexpected|error|undefined|cannot|failed|too (big|small|long))\b/i;

export function looksSpanish(message: unknown): boolean {
  return typeof message === 'string' && message.trim().length > 0 && !ENGLISH.test(message);
}

/** Rejects when `promise` takes longer than `ms` (a hang becomes a failure, not a stuck suite). */
export async function within<T>(ms: number, promise: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: mas de ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
