import type { Api, ApiKey, BodyOf, ParamsOf, QueryOf, ResponseOf } from '@mostrador/core';
import { apiRequest, type RequestOptions } from './client';
import { queryString } from './download';

type Parts<E extends Api[ApiKey]> = (ParamsOf<E> extends undefined ? unknown : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? unknown : { query?: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? unknown : { body: BodyOf<E> | FormData });

/** How a call is made beside its parts: who calls it and whether it can be cancelled. */
type CallOptions<K extends ApiKey> = Parts<Api[K]> & Pick<RequestOptions, 'signal' | 'client' | 'anonymous'>;

/** '/api/store/users/:id' with { id: 7 } → '/store/users/7' (the client adds the /api base). */
export function pathOf(template: string, params: Record<string, string | number> | undefined): string {
  return template.replace(/^\/api/, '').replace(/:(\w+)/g, (_, name: string) =>
    // Only what would end or break the segment is escaped: the spec's paths join values with '&'.
    String(params?.[name] ?? '').replace(/[/?#%\s]/g, encodeURIComponent),
  );
}

/**
 * A call of the API contract (core/src/api), by the spec's "METHOD /api/path": the parts it takes
 * and the answer it gives are the types the server registers the route with, so no cast sits
 * between the two. Only types come from the contract: no schema reaches the bundle.
 */
export function apiCall<K extends ApiKey>(key: K, ...[options]: OptionalIfEmpty<CallOptions<K>>) {
  const [method, template] = key.split(' ') as [NonNullable<RequestOptions['method']>, string];
  const parts = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | undefined | null>;
    body?: unknown;
  } & Pick<RequestOptions, 'signal' | 'client' | 'anonymous'>;
  const { params, query, ...rest } = parts;
  const path = pathOf(template, params) + (query ? queryString(query) : '');
  return apiRequest(path, { ...rest, method }) as Promise<ResponseOf<Api[K]>>;
}

/** The options argument may be left out when the call needs no part. */
type OptionalIfEmpty<T> = Partial<T> extends T ? [options?: T] : [options: T];

/** The answer of a call, by its key. */
export type AnswerOf<K extends ApiKey> = ResponseOf<Api[K]>;
/** The body a call takes, by its key. */
export type BodyFor<K extends ApiKey> = BodyOf<Api[K]>;
