import type { ProductFilters } from '@mostrador/core';

interface StoreEntries<T> {
  version: number;
  entries: Map<string, { value: T; weight: number }>;
  weight: number;
}

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

/**
 * What this server instance has read of the product list (the totals for the pager, the pages),
 * per store and catalogue version. Counting a filter over a 100,000-product catalogue is most of a
 * list call's cost, and both only change when the catalogue does.
 *
 * catalogue_versions is moved by database triggers in the same transaction as any change of the
 * store's products or brand and kind names (product screens, imports, integrations, other
 * instances). The caller reads that version before the value, so a value is never older than the
 * version it is kept under, and it answers only a caller that read that exact version: the very
 * next list call after a change reads the database again. Values are kept per store id, so one store's figures
 * never answer another's list. `maxWeight` bounds the memory (a total weighs 1, a page its rows).
 */
export class CatalogueMemo<T> {
  private readonly stores = new Map<number, StoreEntries<T>>();
  private weight = 0;

  constructor(private readonly maxWeight: number) {}

  /** The value stored for `key` at `version`, if any. */
  get(storeId: number, version: number, key: string): T | undefined {
    const entry = this.stores.get(storeId);
    if (!entry || entry.version !== version) return undefined;
    return entry.entries.get(key)?.value;
  }

  /** Keeps a value read at `version`; a newer version drops the store's older values. */
  set(storeId: number, version: number, key: string, value: T, weight = 1): void {
    if (weight > this.maxWeight) return;
    let entry = this.stores.get(storeId);
    // A read that ran just before a change committed must not replace the newer values.
    if (entry && version < entry.version) return;
    if (entry && entry.version !== version) this.dropStore(storeId);
    if (!entry || entry.version !== version) entry = { version, entries: new Map(), weight: 0 };
    // Most recently stored store last, so the store idle the longest is dropped first.
    this.stores.delete(storeId);
    this.stores.set(storeId, entry);
    const old = entry.entries.get(key);
    if (old) {
      entry.entries.delete(key);
      entry.weight -= old.weight;
      this.weight -= old.weight;
    }
    entry.entries.set(key, { value, weight });
    entry.weight += weight;
    this.weight += weight;
    while (this.weight > this.maxWeight) this.evictOldest();
  }

  private dropStore(storeId: number) {
    const entry = this.stores.get(storeId);
    if (!entry) return;
    this.weight -= entry.weight;
    this.stores.delete(storeId);
  }

  /** The oldest value of the store idle the longest. */
  private evictOldest() {
    const [storeId, entry] = this.stores.entries().next().value!;
    const [key, oldest] = entry.entries.entries().next().value!;
    entry.entries.delete(key);
    entry.weight -= oldest.weight;
    this.weight -= oldest.weight;
    if (entry.entries.size === 0) this.stores.delete(storeId);
  }
}
