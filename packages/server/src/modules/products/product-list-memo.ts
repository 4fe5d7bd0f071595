import type { ProductFilters } from '@mostrador/core';
import { briefCopies } from '../../db/brief-copies';
import { catalogueEpoch } from '../../db/write-epochs';

/*
 * The keys under which the staff product list keeps its totals (for the pager) and its pages in a
 * CatalogueMemo (lib/catalogue-memo.ts): counting a filter over a 100,000-product catalogue is most
 * of a list call's cost, and both only change when the catalogue does.
 */

/** The filters in one key; JSON keeps one filter's text from running into the next one's. */
export function countKey(filters: ProductFilters): string {
  return JSON.stringify([
    filters.name ?? '',
    filters.kind ?? '',
    filters.brand ?? '',
    filters.original_id ?? '',
    filters.tag ?? '',
  ]);
}

/** A page of the list: the filters, the page number and its size. */
export function pageKey(filters: ProductFilters, page: number, pageSize: number): string {
  return `${page}&${pageSize}&${countKey(filters)}`;
}

/** Stores whose catalogue version is kept at most (a bound on memory, not on correctness). */
const VERSIONS_KEPT = 10_000;

/**
 * The store's catalogue version, read again only after `keepMs` or once this process wrote the
 * catalogue (db/brief-copies.ts): a list call at a kept version needs no statement at all.
 * Another instance's change shows within `keepMs`; 0 reads the version on every call.
 */
export function keptCatalogueVersion(
  read: (storeId: number) => Promise<number>,
  keepMs: number,
  now?: () => number,
) {
  const copyOf = briefCopies<number, number>({ capacity: VERSIONS_KEPT, keepMs, epoch: catalogueEpoch, now });
  return (storeId: number): Promise<number> => copyOf(storeId, () => read(storeId));
}
