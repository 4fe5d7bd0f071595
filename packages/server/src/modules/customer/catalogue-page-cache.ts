import { CatalogueMemo } from '../../lib/catalogue-memo';
import type { CatalogueFilters } from './customer-catalogue.repository';

/** One page of a store's customer catalogue as the database answered it. */
export interface CachedPage<Row> {
  rows: Row[];
  total: number;
}

/** Filters and page in one key; JSON keeps any filter text from running into the next one. */
function pageKey(filters: CatalogueFilters, page: number): string {
  return JSON.stringify([
    page,
    filters.name ?? '',
    filters.kind ?? '',
    filters.brand ?? '',
    filters.tags ?? '',
    filters.category ?? '',
  ]);
}

/**
 * The customer catalogue pages a server instance has answered, per store and catalogue version
 * (a CatalogueMemo of one page per entry, so its bound counts pages).
 *
 * The caller reads the store's catalogue version with the token check, at no extra query. A page
 * is served from memory only when it was loaded under that same version, so a price change is seen
 * by the very next read; a reader that saw an older version is answered from the database.
 */
export class CataloguePageCache<Row> {
  private readonly pages: CatalogueMemo<Promise<CachedPage<Row>>>;

  constructor(maxPages = 5000) {
    this.pages = new CatalogueMemo(maxPages);
  }

  /** The page for (store, version, filters, page); `load` runs once per missing page. */
  get(
    storeId: number,
    version: number,
    filters: CatalogueFilters,
    page: number,
    load: () => Promise<CachedPage<Row>>,
  ): Promise<CachedPage<Row>> {
    const key = pageKey(filters, page);
    const cached = this.pages.get(storeId, version, key);
    if (cached) return cached;
    // The promise is kept, not the page: concurrent reads of one missing page share a single query.
    const loading = load();
    this.pages.set(storeId, version, key, loading);
    loading.catch(() => this.pages.forget(storeId, key, loading));
    return loading;
  }

  /** Pages held, all stores together. */
  get pageCount(): number {
    return this.pages.weight;
  }
}
