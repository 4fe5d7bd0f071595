import type { Queryable } from '../settings/queryable';
import { readCatalogueVersion } from '../products/products.api';
import { listStoreSynonyms } from '../faqs/faqs.assistant';
import { loadCatalogue } from './assistant.repository';
import { CatalogueIndex, type CatalogueProduct } from './engine/catalogue-index';

export interface StoreCatalogue {
  index: CatalogueIndex;
  byId: Map<number, CatalogueProduct>;
  version: number;
}

interface Entry {
  version: number;
  catalogue: Promise<StoreCatalogue>;
}

/**
 * One catalogue index per store, kept in memory and rebuilt when the store's products change.
 * Every message reads the store's catalogue version (a counter the database moves with any change
 * of its products or synonyms), so an import or a price change is seen by the very next message, on any
 * server instance; the index itself (a few hundred milliseconds to load and build for 10,000
 * products) is only rebuilt when that version moved.
 */
export class CatalogueCache {
  private readonly entries = new Map<number, Entry>();
  builds = 0;

  constructor(
    private readonly db: Queryable,
    private readonly maxStores = 200,
  ) {}

  /** `version`: the store's catalogue version when the caller already read it. */
  async get(storeId: number, version?: number): Promise<StoreCatalogue> {
    if (version === undefined) version = await readCatalogueVersion(this.db, storeId);
    const entry = this.entries.get(storeId);
    if (entry && entry.version === version) {
      // Most recently used last, so the eviction below drops the store idle the longest.
      this.entries.delete(storeId);
      this.entries.set(storeId, entry);
      return entry.catalogue;
    }
    // Concurrent messages of one store share a single build of the new version.
    const catalogue = this.build(storeId, version);
    this.entries.delete(storeId);
    this.entries.set(storeId, { version, catalogue });
    catalogue.catch(() => {
      if (this.entries.get(storeId)?.catalogue === catalogue) this.entries.delete(storeId);
    });
    while (this.entries.size > this.maxStores) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return catalogue;
  }

  private async build(storeId: number, version: number): Promise<StoreCatalogue> {
    const products = await loadCatalogue(this.db, storeId);
    // The store's synonyms move the same version (database trigger), so they are read with it.
    const synonyms = await listStoreSynonyms(this.db, storeId);
    this.builds += 1;
    return {
      index: new CatalogueIndex(products, { synonyms }),
      byId: new Map(products.map((product) => [product.id, product])),
      version,
    };
  }
}
