import { api, type Api, type ApiKey, type Endpoint, type Field } from '@mostrador/core';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';
import { isKeptAnswer } from './kept-answer';

type Success<E> = E extends { status: infer S extends number } ? S : 200;
type Also<E> = E extends { also: infer A extends Record<number, z.ZodType> } ? A : unknown;

/** A route's Fastify schema, built from its contract entry. */
export type ContractSchema<E extends Endpoint> = {
  params: Field<E, 'params'>;
  querystring: Field<E, 'query'>;
  body: Field<E, 'body'>;
  response: { [S in Success<E>]: E['response'] } & Also<E>;
};

/** What the OpenAPI page shows beside the contract: the group, a line and the details. */
export interface RouteDoc {
  tags: string[];
  summary?: string;
  description?: string;
  /** A second spelling of a path, left out of the document. */
  hide?: boolean;
  /** multipart/form-data for file uploads (read by receiveFile, not by a body schema). */
  consumes?: string[];
}

/**
 * The schema a route registers with, from the contract entry of its path (core/src/api): request
 * validation, the answer's serialization (unknown fields never leave) and the OpenAPI document
 * read the same schemas the web's calls are typed with. The route test checks that every route
 * uses the entry of its own path.
 */
export function contractSchema<K extends ApiKey>(key: K, doc: RouteDoc): ContractSchema<Api[K]> & RouteDoc {
  const entry: Endpoint = api[key];
  const schema: Record<string, unknown> = {
    ...doc,
    response: { [entry.status ?? 200]: entry.response, ...entry.also },
  };
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (entry.body) schema.body = entry.body;
  // The entry is read through the wide Endpoint type; its own key gives the exact types back.
  return schema as unknown as ContractSchema<Api[K]> & RouteDoc;
}

/**
 * Serializes an answer with its response schema. Rows straight from the database carry Date
 * objects where the contract says ISO text (the wire form the web reads), so an answer the schema
 * refuses is tried once more as JSON would send it; only then is it an error (a 500, logged).
 * The text of a kept answer (lib/kept-answer.ts, frozen) is kept beside it for this route's next
 * call; it goes when the service lets the answer go.
 */
export const contractSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  const encode = (data: unknown): string => {
    let result = schema.safeEncode(data);
    if (!result.success) result = schema.safeEncode(JSON.parse(JSON.stringify(data)));
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  const texts = new WeakMap<object, string>();
  return (data) => {
    if (!isKeptAnswer(data)) return encode(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = encode(data);
      texts.set(data, text);
    }
    return text;
  };
};
