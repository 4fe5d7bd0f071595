import { and, eq, inArray, sql } from 'drizzle-orm';
import { productSearchColumns } from '@mostrador/core';
import { brands, kinds, products } from '../../db/schema';
import { ensureNamed } from '../products/products.api';
import type { SyncedProduct } from './woo-mapping';
import type { Executor } from '../../db/executor';

/** Rows per statement: about 17 parameters a row keeps far under PostgreSQL's 65,535. */
const CHUNK = 500;

const distinctNames = (names: (string | null)[]) => {
  const byKey = new Map<string, string>();
  for (const name of names) if (name && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  return [...byKey.values()];
};

/**
 * Creates or replaces the products by (store, original_id), so a page fetched twice (a retried or
 * resumed run) changes the same rows and never adds duplicates. Returns what was created and updated.
 */
export async function upsertSyncedProducts(
  tx: Executor,
  storeId: number,
  list: SyncedProduct[],
): Promise<{ created: number; updated: number }> {
  // The same id twice in one statement would make ON CONFLICT fail: the last copy wins.
  const unique = [...new Map(list.map((product) => [product.original_id, product])).values()];
  if (unique.length === 0) return { created: 0, updated: 0 };
  const brandIds = await ensureNamed(tx, brands, storeId, distinctNames(unique.map((p) => p.brand)));
  const kindIds = await ensureNamed(tx, kinds, storeId, distinctNames(unique.map((p) => p.kind)));
  let created = 0;
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = unique.slice(start, start + CHUNK).map((product) => ({
      store_id: storeId,
      original_id: product.original_id,
      name: product.name,
      brand_id: product.brand ? (brandIds.get(product.brand.toLowerCase()) ?? null) : null,
      kind_id: product.kind ? (kindIds.get(product.kind.toLowerCase()) ?? null) : null,
      category: product.category,
      price_per_unit: product.price_per_unit,
      description: product.description,
      tags: product.tags,
      image_url: product.image_url,
      active: product.active,
      stock: product.stock,
      quantity_unit: 'unit',
      name_search: '',
      original_id_search: '',
      tags_search: [] as string[],
      ...productSearchColumns(product),
    }));
    const result = await tx
      .insert(products)
      .values(rows)
      .onConflictDoUpdate({
        target: [products.store_id, products.original_id],
        targetWhere: sql`${products.original_id} is not null`,
        set: {
          name: sql`excluded.name`,
          brand_id: sql`excluded.brand_id`,
          kind_id: sql`excluded.kind_id`,
          category: sql`excluded.category`,
          price_per_unit: sql`excluded.price_per_unit`,
          description: sql`excluded.description`,
          tags: sql`excluded.tags`,
          image_url: sql`excluded.image_url`,
          active: sql`excluded.active`,
          stock: sql`excluded.stock`,
          name_search: sql`excluded.name_search`,
          original_id_search: sql`excluded.original_id_search`,
          tags_search: sql`excluded.tags_search`,
          updated_at: sql`now()`,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    created += result.filter((row) => row.inserted).length;
  }
  return { created, updated: unique.length - created };
}

/** Takes the shop's trashed products off sale (their rows stay: orders point at them). */
export async function deactivateSyncedProducts(tx: Executor, storeId: number, originalIds: string[]) {
  if (originalIds.length === 0) return 0;
  const result = await tx
    .update(products)
    .set({ active: false, updated_at: sql`now()` })
    .where(
      and(
        eq(products.store_id, storeId),
        inArray(products.original_id, originalIds),
        eq(products.active, true),
      ),
    )
    .returning({ id: products.id });
  return result.length;
}
