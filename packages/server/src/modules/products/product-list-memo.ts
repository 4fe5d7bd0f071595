import type { ProductFilters } from '@mostrador/core';

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
