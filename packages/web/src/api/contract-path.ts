import type { BodyOf, Endpoint, ParamsOf, QueryOf } from '@mostrador/core';
import { queryString } from './query-string';

/** The parts a call of the contract takes besides its key: those its entry names, typed by it. */
export type CallParts<E extends Endpoint> = (ParamsOf<E> extends undefined
  ? unknown
  : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? unknown : { query?: QueryOf<E> }) &
  (BodyOf<E> extends undefined
    ? E extends { multipart: true }
      ? { body: FormData }
      : unknown
    : { body: BodyOf<E> });

/** The options argument may be left out when the call needs no part. */
export type OptionalIfEmpty<T> = Partial<T> extends T ? [options?: T] : [options: T];

interface LooseParts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
}

/**
 * 'POST /api/store/users/:id' with { params: { id: 7 } } → ['POST', '/store/users/7'] (the
 * callers add the /api base). Only what would end or break a segment is escaped: the spec's
 * paths join values with '&'.
 */
export function requestOf(key: string, parts: LooseParts | undefined): [method: string, path: string] {
  const [method, template] = key.split(' ') as [string, string];
  const path = template
    .replace(/^\/api/, '')
    .replace(/:(\w+)/g, (_, name: string) =>
      String(parts?.params?.[name] ?? '').replace(/[/?#%\s]/g, encodeURIComponent),
    );
  return [method, path + (parts?.query ? queryString(parts.query) : '')];
}
