import type { CatalogueFilters } from './customer-catalogue.repository';

/** One page of a store's customer catalogue as the database answered it. */
export interface CachedPage<Row> {
  rows: Row[];
  total: number;
}

interface StoreEntry<Row> {
  version: number;
  pages: Map<string, Promise<CachedPage<Row>>>;
}

/** Filters and page in one key; JSON keeps any filter text from running into the next one. */
function pageKey(filters: CatalogueFilters, page: number): string {
  return JSON.stringify([
    page,
    filters.name ?? '',
    filters.kind ?? '',
    filters.brand ?? '',
    filters.tags ?? '',
  ]);
}

/**
 * The customer catalogue pages a server instance has answered, per store and catalogue version.
 *
 * The caller reads the store's catalogue version (catalogue_versions, moved by database triggers in
 * the same transaction as any change of the store's products, brand or kind names) with the token
 * check, at no extra query. A page is served from memory only when it was loaded under that same
 * version, so a price change is seen by the very next read, on every instance sharing the
 * database; a newer version drops the store's whole entry. Pages are kept per store id, so one
 * store's pages can never answer another's read.
 */
export class CataloguePageCache<Row> {
  private readonly stores = new Map<number, StoreEntry<Row>>();
  private size = 0;
  loads = 0;

  constructor(private readonly maxPages = 5000) {}

  /** The page for (store, version, filters, page); `load` runs once per missing page. */
  get(
    storeId: number,
    version: number,
    filters: CatalogueFilters,
    page: number,
    load: () => Promise<CachedPage<Row>>,
  ): Promise<CachedPage<Row>> {
    let entry = this.stores.get(storeId);
    // A reader that saw an older version than the cached one (its query ran just before a change
    // committed) is answered from the database: the cache only moves forward.
    if (entry && version < entry.version) return this.counted(load);
    if (!entry || entry.version !== version) {
      this.dropStore(storeId);
      entry = { version, pages: new Map() };
    }
    // Most recently used store last, so eviction drops the store idle the longest.
    this.stores.delete(storeId);
    this.stores.set(storeId, entry);
    const key = pageKey(filters, page);
    const cached = entry.pages.get(key);
    if (cached) {
      entry.pages.delete(key);
      entry.pages.set(key, cached);
      return cached;
    }
    // Concurrent reads of one missing page share a single query.
    const loading = this.counted(load);
    entry.pages.set(key, loading);
    this.size += 1;
    const current = entry;
    loading.catch(() => {
      if (current.pages.get(key) === loading) {
        current.pages.delete(key);
        this.size -= 1;
      }
    });
    this.evict();
    return loading;
  }

  /** Pages held, all stores together. */
  get pageCount(): number {
    return this.size;
  }

  private counted(load: () => Promise<CachedPage<Row>>) {
    this.loads += 1;
    return load();
  }

  private dropStore(storeId: number) {
    const entry = this.stores.get(storeId);
    if (!entry) return;
    this.size -= entry.pages.size;
    // Cleared too, so a load of the dropped version that fails later does not count twice.
    entry.pages.clear();
    this.stores.delete(storeId);
  }

  /** Over the limit: the least recently used page of the least recently used store goes first. */
  private evict() {
    while (this.size > this.maxPages) {
      const [storeId, entry] = this.stores.entries().next().value ?? [];
      if (storeId === undefined || !entry) return;
      const oldest = entry.pages.keys().next().value;
      if (oldest === undefined) {
        this.stores.delete(storeId);
        continue;
      }
      entry.pages.delete(oldest);
      this.size -= 1;
      if (entry.pages.size === 0) this.stores.delete(storeId);
    }
  }
}
