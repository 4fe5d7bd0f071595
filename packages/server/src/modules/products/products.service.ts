import {
  AppError,
  PAGE_SIZE,
  PRODUCT_TEXT,
  type Page,
  type ProductFilters,
  type ProductView,
  type createProductSchema,
  type updateProductSchema,
} from '@mostrador/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { brands, kinds } from '../../db/schema';
import { uniqueViolation } from '../../db/errors';
import { CatalogueMemo } from '../../lib/catalogue-memo';
import { keptAnswer } from '../../lib/kept-answer';
import { countKey, keptCatalogueVersion, pageKey } from './product-list-memo';
import { productView } from './product-view';
import {
  countStoreProducts,
  deleteStoreProducts,
  ensureNamed,
  findProduct,
  insertProduct,
  listProductPage,
  countProducts,
  prepareCatalogueVersionRead,
  listUsedNames,
  productBatches,
  updateProduct,
  ORIGINAL_ID_INDEX,
} from './products.repository';
import type { StoreRow } from '../../db/rows';

/** The original id of a product created on screen without one. */
export const screenOriginalId = (productId: number) => `MOS-${productId}`;

/** The store's catalogue: every read and write is scoped by the caller's store. */
export function createProductsService(db: Db, versionCacheMs = 0) {
  async function viewOf(store: StoreRow, id: number): Promise<ProductView> {
    const row = await findProduct(db, store.id, id);
    if (!row) throw new AppError('not_found', PRODUCT_TEXT.notFound);
    return productView(row, store.curr_symbol);
  }

  // About 10 MB of answers at most (an answer weighs its rows, a product is under 1 KB, and its
  // text kept beside it as much again); totals are tiny.
  const totals = new CatalogueMemo<number>(20_000);
  const answers = new CatalogueMemo<Page<ProductView>>(10_000);
  const catalogueVersion = keptCatalogueVersion(prepareCatalogueVersionRead(db), versionCacheMs);

  return {
    /**
     * A page and the count of every match, answered from memory when read at the store's current
     * catalogue version (see CatalogueMemo), else read (the page and the count in parallel) and
     * kept (lib/kept-answer.ts, so its text is kept too). The version is read first: what is read
     * after it is at least as new, so it may be kept under it. The currency sign is part of the
     * key: a changed sign is a new answer.
     */
    async list(
      store: StoreRow,
      filters: ProductFilters,
      page: number,
      pageSize: number = PAGE_SIZE,
    ): Promise<Page<ProductView>> {
      const storeId = store.id;
      const totalKey = countKey(filters);
      const answerKey = `${store.curr_symbol}&${pageKey(filters, page, pageSize)}`;
      const version = await catalogueVersion(storeId);
      const known = answers.get(storeId, version, answerKey);
      if (known) return known;
      const [rows, total] = await Promise.all([
        listProductPage(db, storeId, filters, page, pageSize),
        totals.get(storeId, version, totalKey) ??
          countProducts(db, storeId, filters).then((counted) => {
            totals.set(storeId, version, totalKey, counted);
            return counted;
          }),
      ]);
      const items = rows.map((row) => productView(row, store.curr_symbol));
      const answer = keptAnswer({ items, total, page, page_size: pageSize });
      answers.set(storeId, version, answerKey, answer, Math.max(1, 2 * items.length));
      return answer;
    },

    /** The options of the TIPO and MARCA combos: the names the store's products use. */
    names(store: StoreRow, list: 'brands' | 'kinds', kind?: string): Promise<string[]> {
      return list === 'brands'
        ? listUsedNames(db, brands, store.id, 'brand_id', kind)
        : listUsedNames(db, kinds, store.id, 'kind_id');
    },

    /** Every product matching the filters, newest first, read in batches (the spreadsheet export). */
    async *exportRows(store: StoreRow, filters: ProductFilters): AsyncGenerator<ProductView> {
      for await (const batch of productBatches(db, store.id, filters)) {
        for (const row of batch) yield productView(row, store.curr_symbol);
      }
    },

    async create(store: StoreRow, input: z.output<typeof createProductSchema>) {
      try {
        const id = await db.transaction(async (tx) => {
          const [brandIds, kindIds] = await Promise.all([
            ensureNamed(tx, brands, store.id, input.brand ? [input.brand] : []),
            ensureNamed(tx, kinds, store.id, input.kind ? [input.kind] : []),
          ]);
          const productId = await insertProduct(tx, {
            store_id: store.id,
            name: input.name,
            brand_id: input.brand ? (brandIds.get(input.brand.toLowerCase()) ?? null) : null,
            kind_id: input.kind ? (kindIds.get(input.kind.toLowerCase()) ?? null) : null,
            quantity_unit: input.quantity_unit,
            price_per_unit: input.price_per_unit,
            description: input.description,
            tags: input.tags,
            image_url: input.image_url,
            original_id: input.original_id,
            category: input.category,
            active: input.active,
          });
          // Files change products by their original id: one made on screen gets its own, so the
          // stock and price spreadsheets (which carry it) can update it later.
          if (!input.original_id) {
            await updateProduct(tx, store.id, productId, { original_id: screenOriginalId(productId) });
          }
          return productId;
        });
        return { message: PRODUCT_TEXT.created, product: await viewOf(store, id) };
      } catch (error) {
        if (uniqueViolation(error) === ORIGINAL_ID_INDEX) {
          throw new AppError('conflict', PRODUCT_TEXT.originalIdTaken);
        }
        throw error;
      }
    },

    async update(store: StoreRow, id: number, input: z.output<typeof updateProductSchema>) {
      if (input.id !== undefined && input.id !== id)
        throw new AppError('bad_request', PRODUCT_TEXT.idMismatch);
      const changed = await db.transaction(async (tx) => {
        // A brand or kind typed here is created on first use, as on the creation form.
        const [brandIds, kindIds] = await Promise.all([
          ensureNamed(tx, brands, store.id, input.brand ? [input.brand] : []),
          ensureNamed(tx, kinds, store.id, input.kind ? [input.kind] : []),
        ]);
        return updateProduct(tx, store.id, id, {
          ...(input.price_per_unit === undefined ? {} : { price_per_unit: input.price_per_unit }),
          ...(input.image_url === undefined ? {} : { image_url: input.image_url }),
          ...(input.tags === undefined ? {} : { tags: input.tags }),
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(input.quantity_unit === undefined ? {} : { quantity_unit: input.quantity_unit }),
          ...(input.brand === undefined
            ? {}
            : { brand_id: input.brand ? (brandIds.get(input.brand.toLowerCase()) ?? null) : null }),
          ...(input.kind ? { kind_id: kindIds.get(input.kind.toLowerCase()) ?? null } : {}),
        });
      });
      if (changed === 0) throw new AppError('not_found', PRODUCT_TEXT.notFound);
      return { message: PRODUCT_TEXT.updated, product: await viewOf(store, id) };
    },

    /** All or nothing: when any id is not one of the store's products, nothing is deleted. */
    async remove(store: StoreRow, productIds: number[]) {
      const ids = [...new Set(productIds)];
      const deleted = await db.transaction(async (tx) => {
        if ((await countStoreProducts(tx, store.id, ids)) !== ids.length) {
          throw new AppError('not_found', PRODUCT_TEXT.someNotFound);
        }
        return deleteStoreProducts(tx, store.id, ids);
      });
      return { message: PRODUCT_TEXT.deleted, deleted };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
