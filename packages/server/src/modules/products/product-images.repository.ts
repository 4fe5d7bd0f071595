import { and, eq } from 'drizzle-orm';
import { productImages } from '../../db/schema';
import type { Executor } from '../../db/executor';

export type ProductImageInsert = Omit<typeof productImages.$inferInsert, 'id' | 'created_at'>;

/** The product's photo is replaced whole: the old row (and its address) goes, the new one comes. */
export async function replaceProductImage(db: Executor, values: ProductImageInsert) {
  await db
    .delete(productImages)
    .where(and(eq(productImages.store_id, values.store_id), eq(productImages.product_id, values.product_id)));
  await db.insert(productImages).values(values);
}

export function findProductImage(db: Executor, storeId: number, token: string) {
  return db
    .select({
      content: productImages.content,
      content_type: productImages.content_type,
      created_at: productImages.created_at,
    })
    .from(productImages)
    .where(and(eq(productImages.store_id, storeId), eq(productImages.token, token)))
    .limit(1)
    .then((rows) => rows[0]);
}
