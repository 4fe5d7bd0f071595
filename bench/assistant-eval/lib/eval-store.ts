/*
 * A store as the evaluation needs it: the catalogue's products (with their original ids, so the
 * judge can name them), its settings, payment methods, FAQs and knowledge base, and a logged-in
 * owner to read orders and SIN RESPONDER. The store row, its owner and the products are written the
 * way the seed and the imports write them (platform work); everything the owner would set in the
 * back office goes through the staff API.
 */
import { randomBytes } from 'node:crypto';
import { productSearchColumns } from '@mostrador/core';
import type { Db } from '../../../packages/server/src/db/client';
import { brands, kinds, products, stores, users } from '../../../packages/server/src/db/schema';
import { withPlatformScope } from '../../../packages/server/src/db/scope';
import { hashPassword } from '../../../packages/server/src/lib/passwords';
import { ensureNamed } from '../../../packages/server/src/modules/products/products.repository';
import type { EvalCatalogue, EvalProduct } from './data';
import { expectOk, type Http } from './http';
import type { Executor } from '../../../packages/server/src/db/executor';

export interface EvalStore {
  id: number;
  hashtag: string;
  /** The owner's staff token (orders, clients, SIN RESPONDER). */
  token: string;
  catalogue: EvalCatalogue;
  /** Every product the store sells, the catalogue's and any filler, by original id. */
  byOriginalId: Map<string, EvalProduct & { id: number }>;
  /** original_id of each product id. */
  originalOf: Map<number, string>;
}

const BATCH = 1000;
const OWNER_PASSWORD = 'evaluacion123';

/** Brands, kinds and products in batches, as the seed does; answers original_id -> product id. */
export async function insertProducts(db: Executor, storeId: number, rows: EvalProduct[]) {
  const names = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  const brandIds = await ensureNamed(db, brands, storeId, names(rows.map((p) => p.brand)));
  const kindIds = await ensureNamed(db, kinds, storeId, names(rows.map((p) => p.kind)));
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await db
      .insert(products)
      .values(
        rows.slice(i, i + BATCH).map((p) => ({
          store_id: storeId,
          name: p.name,
          original_id: p.original_id,
          brand_id: p.brand ? brandIds.get(p.brand.toLowerCase()) : null,
          kind_id: p.kind ? kindIds.get(p.kind.toLowerCase()) : null,
          quantity_unit: p.quantity_unit,
          price_per_unit: p.price,
          ...productSearchColumns({ name: p.name, original_id: p.original_id, tags: [] }),
        })),
      )
      .returning({ id: products.id, original_id: products.original_id });
    for (const row of inserted) ids.set(row.original_id!, row.id);
  }
  return ids;
}

/**
 * The catalogue's products first, then fillers whose original id is new, up to `total`. When the
 * fillers are fewer, they are used again as further presentations ('… (2)'), so a 50,000-product
 * store can be made from a smaller real list.
 */
export function fillTo(own: EvalProduct[], fillers: EvalProduct[], total: number): EvalProduct[] {
  const seen = new Set(own.map((p) => p.original_id));
  const all = [...own];
  for (let round = 1; all.length < total && fillers.length > 0; round += 1) {
    for (const product of fillers) {
      if (all.length >= total) break;
      const copy =
        round === 1
          ? product
          : {
              ...product,
              original_id: `${product.original_id}~${round}`,
              name: `${product.name} (${round})`,
            };
      if (seen.has(copy.original_id)) continue;
      seen.add(copy.original_id);
      all.push(copy);
    }
  }
  return all;
}

/** The owner's part of the set-up, through the staff API like the back office does it. */
async function applySettings(http: Http, storeId: number, token: string, catalogue: EvalCatalogue) {
  const settings = catalogue.store;
  await expectOk(http, {
    method: 'POST',
    url: `/api/store/${storeId}`,
    token,
    payload: {
      curr_symbol: catalogue.currency_symbol,
      ...(settings.address ? { address: settings.address } : {}),
      ...(settings.city ? { city: settings.city } : {}),
      delivery_enabled: settings.delivery_enabled ?? true,
      takeaway_enabled: settings.takeaway_enabled ?? true,
    },
  });
  if (settings.payment_methods?.length) {
    await expectOk(http, {
      method: 'POST',
      url: '/api/store/payment_methods/',
      token,
      payload: settings.payment_methods,
    });
  }
  if (settings.standard_faqs?.length) {
    await expectOk(http, {
      method: 'POST',
      url: '/api/store/standard_faqs/',
      token,
      payload: settings.standard_faqs.map(({ faq_type, question, response }) => ({
        faq_type,
        question,
        response,
        visible: true,
      })),
    });
  }
  for (const entry of settings.knowledge_base ?? []) {
    await expectOk(http, {
      method: 'POST',
      url: '/api/store/faqs',
      token,
      payload: { model_queries: entry.model_queries, response: entry.response },
    });
  }
}

let storeCount = 0;

/**
 * A new store for `catalogue` (plus `products` when given: a bigger catalogue that includes the
 * eval store's products). `db` is the database the app was built on.
 */
export async function createEvalStore(
  db: Db,
  http: Http,
  catalogue: EvalCatalogue,
  productsToSell: EvalProduct[] = catalogue.products,
): Promise<EvalStore> {
  storeCount += 1;
  const tag = randomBytes(4).toString('hex');
  const email = `eval-${tag}@mostrador.test`;
  const passwordHash = await hashPassword(OWNER_PASSWORD);
  const { storeId, ids } = await withPlatformScope(() =>
    db.transaction(async (tx) => {
      const [store] = await tx
        .insert(stores)
        .values({ hashtag: `#eval${tag}`, name: catalogue.store.name, creatoremail: email })
        .returning({ id: stores.id });
      await tx
        .insert(users)
        .values({ email, password_hash: passwordHash, store_id: store!.id, store_role: 'admin' });
      return { storeId: store!.id, ids: await insertProducts(tx, store!.id, productsToSell) };
    }),
  );
  const { jwt_token: token } = await expectOk<{ jwt_token: string }>(http, {
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: OWNER_PASSWORD },
    // Each store's owner logs in from an address of its own: the login limits never meet.
    remoteAddress: `10.77.${Math.floor(storeCount / 250) % 250}.${(storeCount % 250) + 1}`,
  });
  await applySettings(http, storeId, token, catalogue);
  const byOriginalId = new Map(
    productsToSell.map((p) => [p.original_id, { ...p, id: ids.get(p.original_id)! }]),
  );
  const originalOf = new Map([...ids].map(([original, id]) => [id, original]));
  return { id: storeId, hashtag: `#eval${tag}`, token, catalogue, byOriginalId, originalOf };
}
