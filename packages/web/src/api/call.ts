import type { Api, ApiKey, BodyOf, ResponseOf } from '@mostrador/core';
import { apiRequest, type RequestOptions } from './client';
import { requestOf, type CallParts, type OptionalIfEmpty } from './contract-path';

/** How a call is made beside its parts: who calls it and whether it can be cancelled. */
type CallOptions<K extends ApiKey> = CallParts<Api[K]> &
  Pick<RequestOptions, 'signal' | 'client' | 'anonymous'>;

/**
 * A call of the API contract (core/src/api), by the spec's "METHOD /api/path": the parts it takes
 * and the answer it gives are the types the server registers the route with, so no cast sits
 * between the two. Only types come from the contract: no schema reaches the bundle.
 */
export function apiCall<K extends ApiKey>(key: K, ...[options]: OptionalIfEmpty<CallOptions<K>>) {
  const { params, query, body, ...rest } = (options ?? {}) as Parameters<typeof requestOf>[1] &
    Pick<RequestOptions, 'signal' | 'client' | 'anonymous'>;
  const [method, path] = requestOf(key, { params, query });
  return apiRequest(path, { ...rest, body, method: method as RequestOptions['method'] }) as Promise<
    ResponseOf<Api[K]>
  >;
}

/** The answer of a call, by its key. */
export type AnswerOf<K extends ApiKey> = ResponseOf<Api[K]>;
/** The body a call takes, by its key. */
export type BodyFor<K extends ApiKey> = BodyOf<Api[K]>;
