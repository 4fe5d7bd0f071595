import type { z } from 'zod';

/*
 * One API call as the contract states it (ADR 0025): the zod schemas of what the call takes and
 * what it answers. The server registers the route with these schemas (request validation and
 * response serialization) and the web types its fetcher with them, so the two read one source.
 */
export interface Endpoint {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer on success, as it travels (dates as ISO strings). */
  response: z.ZodType;
  /** The success status when it is not 200 (201 a creation, 202 work started, 204 no answer: null). */
  status?: 201 | 202 | 204;
  /** The body is a multipart upload (field `file`), read by the route itself, not by a schema. */
  multipart?: true;
  /** Other non-error answers by status (a 503 of /api/health); errors are always `{ message }`. */
  also?: Record<number, z.ZodType>;
}

/** Keeps an endpoint's exact schema types (the contract's values are written with this). */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** The schema an endpoint gives for one part of the call, or undefined. */
export type Field<E, K extends string> = E extends Record<K, infer S extends z.ZodType> ? S : undefined;

/** What a call answers, as the web reads it. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
/** What a call's body takes (before the server's defaults and coercions). */
export type BodyOf<E extends Endpoint> =
  Field<E, 'body'> extends z.ZodType ? z.input<Field<E, 'body'>> : undefined;
/** The path's parameters, as the caller writes them into the path. */
export type ParamsOf<E extends Endpoint> =
  Field<E, 'params'> extends z.ZodType
    ? Record<keyof z.input<Field<E, 'params'>>, string | number>
    : undefined;
/** The query string's values (empty ones are left out of the URL). */
export type QueryOf<E extends Endpoint> =
  Field<E, 'query'> extends z.ZodType ? z.input<Field<E, 'query'>> : undefined;
