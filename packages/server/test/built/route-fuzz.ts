import { createRandom, randomJson, randomText, type Random } from '../security/fuzz-support';
import { refusalProblem } from './english';
import { BUILT_ADMIN, BUILT_DEMO, loginHeaders, type BuiltServer } from './built-server';

/*
 * A seeded, bounded fuzzer of every route of the built server: the routes come from its OpenAPI
 * document (/api/docs/json), so a route added to any module is fuzzed without anyone listing it.
 * Each case sends random (often wrong-typed, oversized or malformed) path, query and body values
 * shaped by the route's schema, and checks the answer: never a 5xx, never a hang, and a refusal is
 * JSON `{ message }` in Spanish.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
};

interface Operation {
  method: string;
  /** OpenAPI path, '/api/store/orders/{id}'. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  multipart: boolean;
}

export interface FuzzReport {
  seed: number;
  routes: number;
  requests: number;
  /** Answers 500 and above (a hang or a dropped connection counts here too). */
  serverErrors: number;
  /** Refusals whose message is a library's English. */
  english: number;
  /** Refusals that are not JSON `{ message }`. */
  notMessage: number;
  byStatus: Record<number, number>;
  /** The first failures, enough to reproduce each (the seed replays them all). */
  failures: string[];
}

const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** Every operation of the server's OpenAPI document, the documentation's own routes left out. */
export async function operationsOf(url: string): Promise<Operation[]> {
  const res = await fetch(`${url}/api/docs/json`);
  if (!res.ok) throw new Error(`/api/docs/json: ${res.status}`);
  const doc = (await res.json()) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const parameters = (op.parameters ?? []) as { in: string; name: string; schema?: JsonSchema }[];
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: content?.['application/json']?.schema,
        multipart: /multipart/i.test(String(op.summary ?? '')) || Boolean(content?.['multipart/form-data']),
      });
    }
  }
  return operations;
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A value for `schema`: often a valid one (so the request gets past validation), often not. */
export function valueFor(random: Random, schema: JsonSchema, depth = 0): unknown {
  if (depth > 4 || random.next() < 0.15) return randomJson(random, 2);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) return valueFor(random, random.pick(choices), depth + 1);
  if (schema.enum?.length) return random.next() < 0.8 ? random.pick(schema.enum) : randomText(random, 12);
  if (schema.const !== undefined) return schema.const;
  const type = random.pick(typesOf(schema).length ? typesOf(schema) : ['string']);
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (random.next() < 0.75) value[key] = valueFor(random, property, depth + 1);
      }
      if (random.next() < 0.1) value[randomText(random, 10) || 'extra'] = randomJson(random, 1);
      return value;
    }
    case 'array':
      return Array.from({ length: random.int(0, 3) }, () => valueFor(random, schema.items ?? {}, depth + 1));
    case 'integer':
    case 'number': {
      const roll = random.next();
      if (roll < 0.6) return random.int(schema.minimum ?? 0, Math.min(schema.maximum ?? 50, 1_000_000));
      if (roll < 0.8) return random.pick([-1, 0, 0.5, 2 ** 31, 2 ** 63, 1e308, -1e308]);
      return random.int(-1e9, 1e9) / 7;
    }
    case 'boolean':
      return random.next() < 0.8 ? random.next() < 0.5 : random.pick(['true', 1, 'si']);
    case 'null':
      return null;
    default: {
      const roll = random.next();
      if (schema.format === 'date-time' && roll < 0.5) {
        return random.pick(['2026-11-23T10:00:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59+14:00']);
      }
      if (schema.format === 'email' && roll < 0.5) return `cliente${random.int(1, 99)}@ejemplo.com`;
      if (roll < 0.7) return randomText(random, Math.min(schema.maxLength ?? 40, 60));
      // Past the limit, when there is one.
      return 'x'.repeat((schema.maxLength ?? 200) + random.int(1, 50));
    }
  }
}

/** Lone surrogates cannot be percent-encoded: they become U+FFFD, as a browser would send them. */
const encode = (value: string) =>
  encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

const PATH_VALUES = [
  '0',
  '-1',
  '1.5',
  'NaN',
  '99999999999999999999',
  '2147483648',
  'null',
  '%00',
  '..',
  'ñandú',
  '#demo',
];

function pathValue(random: Random, schema: JsonSchema): string {
  const roll = random.next();
  if (roll < 0.5) {
    const value = valueFor(random, schema);
    if (typeof value === 'string' || typeof value === 'number') return encode(String(value));
  }
  if (roll < 0.8) return String(random.int(1, 30));
  return encode(random.pick(PATH_VALUES));
}

function queryOf(random: Random, operation: Operation): string {
  const params = new URLSearchParams();
  for (const { name, schema } of operation.queryParams) {
    if (random.next() < 0.4) continue;
    const value = valueFor(random, schema);
    const values = Array.isArray(value) ? value : [value];
    for (const item of values)
      params.append(name, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
  }
  if (random.next() < 0.1) params.append(randomText(random, 8) || 'extra', randomText(random, 8));
  // Past about 16 KB of headers Node itself drops the connection (431): not the app's answer.
  const text = params
    .toString()
    .slice(0, 6000)
    .replace(/%[0-9A-F]?$/i, '');
  return text ? `?${text}` : '';
}

/** A multipart form, often broken: no boundary, cut short, a bad part header, random bytes. */
function multipartBody(random: Random): { body: Buffer; contentType: string } {
  const boundary = `fz${random.int(1, 1e9)}`;
  const csv = Array.from({ length: random.int(0, 5) }, () => randomText(random, 40)).join('\n');
  const whole = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  switch (random.int(0, 4)) {
    case 0:
      return { body: whole, contentType: 'multipart/form-data' };
    case 1:
      return {
        body: whole.subarray(0, random.int(0, whole.length - 1)),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    case 2:
      return {
        body: Buffer.from(`--${boundary}\r\n${randomText(random, 60)}\r\n\r\n`),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    case 3:
      return {
        body: Buffer.from(randomText(random, 200)),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    default:
      return { body: whole, contentType: `multipart/form-data; boundary=${boundary}` };
  }
}

function bodyOf(random: Random, operation: Operation): { body?: string | Buffer; contentType?: string } {
  if (operation.multipart) return multipartBody(random);
  if (!operation.body) {
    // A body where none is expected, now and then.
    return random.next() < 0.1
      ? { body: JSON.stringify(randomJson(random)), contentType: 'application/json' }
      : {};
  }
  const roll = random.next();
  if (roll < 0.8)
    return {
      body: JSON.stringify(valueFor(random, operation.body)) ?? 'null',
      contentType: 'application/json',
    };
  if (roll < 0.88)
    return { body: JSON.stringify(randomJson(random)) ?? 'null', contentType: 'application/json' };
  if (roll < 0.94) return { body: `{"${randomText(random, 6)}": `, contentType: 'application/json' };
  return {
    body: randomText(random, 80),
    contentType: random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml']),
  };
}

/**
 * Fuzzes every route `casesPerRoute` times with `seed`. The demo store's owner calls the store
 * routes and the platform administrator the /admin ones; now and then a call goes without a token.
 */
export async function fuzzRoutes(
  server: BuiltServer,
  options: { seed: number; casesPerRoute: number; onlyRoutes?: (operation: Operation) => boolean },
): Promise<FuzzReport> {
  const random = createRandom(options.seed);
  const operations = (await operationsOf(server.url)).filter(options.onlyRoutes ?? (() => true));
  const sessions = {
    store: await loginHeaders(server.url, BUILT_DEMO),
    admin: await loginHeaders(server.url, BUILT_ADMIN),
  };
  const report: FuzzReport = {
    seed: options.seed,
    routes: operations.length,
    requests: 0,
    serverErrors: 0,
    english: 0,
    notMessage: 0,
    byStatus: {},
    failures: [],
  };
  const fail = (line: string) => {
    if (report.failures.length < 40) report.failures.push(line);
  };
  for (const operation of operations) {
    const who = operation.path.startsWith('/api/admin/') ? 'admin' : 'store';
    for (let i = 0; i < options.casesPerRoute; i += 1) {
      let path = operation.path;
      for (const { name, schema } of operation.pathParams)
        path = path.replace(`{${name}}`, pathValue(random, schema));
      const url = `${server.url}${path}${queryOf(random, operation)}`;
      const { body, contentType } = bodyOf(random, operation);
      const headers: Record<string, string> = random.next() < 0.1 ? {} : { ...sessions[who] };
      if (contentType) headers['content-type'] = contentType;
      const label = `${operation.method} ${url.slice(server.url.length, server.url.length + 160)}${
        body !== undefined ? ` ${String(body).slice(0, 160)}` : ''
      }`;
      report.requests += 1;
      let status: number;
      let text: string;
      try {
        const res = await fetch(url, {
          method: operation.method,
          headers,
          body:
            operation.method === 'GET' || body === undefined
              ? undefined
              : typeof body === 'string'
                ? body
                : new Uint8Array(body),
          signal: AbortSignal.timeout(20_000),
          redirect: 'manual',
        });
        status = res.status;
        text = await res.text();
      } catch (error) {
        report.serverErrors += 1;
        fail(`sin respuesta (${(error as Error).message}): ${label}`);
        continue;
      }
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      if (status >= 500) {
        report.serverErrors += 1;
        fail(`${status} ${label} -> ${text.slice(0, 200)}`);
        continue;
      }
      const problem = refusalProblem(status, text);
      if (problem === 'mensaje en ingles') report.english += 1;
      else if (problem) report.notMessage += 1;
      if (problem) fail(`${status} ${problem}: ${label} -> ${text.slice(0, 200)}`);
      // A case may end the session (a user deleted, a store disabled): log in again.
      if (status === 401 && headers.authorization)
        sessions[who] = await loginHeaders(server.url, who === 'admin' ? BUILT_ADMIN : BUILT_DEMO).catch(
          () => sessions[who],
        );
    }
  }
  return report;
}
