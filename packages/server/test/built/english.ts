/*
 * Whether an answer's message is a library's English rather than ours: zod's and Fastify's phrases,
 * or an ASCII-only sentence made of common English words. Text the caller sent and a message
 * quotes back («...», "...") is left out first, so an echoed key is not taken for English.
 */
const LIBRARY_PHRASES = [
  /invalid (input|option|type|string|number|date|format|element|key|union)/i,
  /\bexpected\b/i,
  /\breceived\b/i,
  /too (big|small|long|short)/i,
  /unrecognized key/i,
  /\brequired\b/i,
  /must (be|have|match|contain|not|equal)/i,
  /should (be|have|match|not|equal)/i,
  /\b(body|querystring|params|headers)\/\w*/i,
  /bad request|not found|unsupported media type|payload too large|internal server error/i,
  /method not allowed|request timeout|unauthorized|forbidden/i,
  /body cannot be empty|is not valid json|unexpected (token|end)|in json at position/i,
  /\bFST_[A-Z_]+/,
  /route \w+:\S+ not found/i,
  /max param length|not a valid url component|async constraint/i,
  /\bmultipart\b.*\b(boundary|unexpected|malformed)/i,
];

const ENGLISH_WORDS = new Set(
  (
    'the is are was not must should expected received invalid required cannot unexpected error ' +
    'failed missing found allowed unknown value values string number object array input field ' +
    'too big small long short characters items greater less than equal to at least most of with ' +
    'and or an be have has does did please try again later exceeding max length param valid'
  ).split(' '),
);

const QUOTED = /«[^»]*»|"[^"]*"|'[^']*'/g;

export function isEnglishMessage(message: string): boolean {
  const text = message.replace(QUOTED, ' ');
  if (LIBRARY_PHRASES.some((pattern) => pattern.test(text))) return true;
  // Spanish without accents is ASCII too: only a sentence mostly of English words counts.
  if (!/^[\x20-\x7e]*$/.test(text)) return false;
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.length < 2) return false;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  return english >= 2 && english / words.length >= 0.3;
}

/** What an error answer must be: JSON `{ message }` with a non-empty message that is not English. */
export function refusalProblem(status: number, body: string): string | undefined {
  if (status < 400) return undefined;
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return 'sin JSON';
  }
  if (typeof message !== 'string' || !message.trim()) return 'sin { message }';
  if (isEnglishMessage(message)) return 'mensaje en ingles';
  return undefined;
}
