import { SYNC_KINDS } from '@mostrador/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { TestContext } from '../../../test/helpers';
import { dataImports } from '../../db/schema';
import { createImportWorker } from '../imports/import-worker';
import { call } from '../settings/settings.fixtures';
import { createWooSyncProcessor } from './woo-sync';
import { gmt, type FakeRecord, type FakeWoo } from './woo-fake-server';
import { WOO_TEXT } from './woo.texts';

export const T0 = new Date('2026-03-01T12:00:00Z');

export function simpleProduct(id: number, overrides: Partial<FakeRecord> = {}): FakeRecord {
  return {
    id,
    name: `Yerba ${id}`,
    type: 'simple',
    status: 'publish',
    description: '<p>Yerba mate <strong>suave</strong> &amp; rendidora</p>',
    short_description: '',
    price: '1500.50',
    regular_price: '1600',
    manage_stock: true,
    stock_quantity: 12,
    categories: [{ id: 9, name: 'Almacen', slug: 'almacen' }],
    tags: [{ id: 3, name: 'Oferta', slug: 'oferta' }],
    brands: [{ id: 4, name: 'Rosamonte' }],
    images: [{ id: 1, src: `https://shop.example.com/img/${id}.jpg` }],
    date_modified_gmt: gmt(T0),
    ...overrides,
  };
}

export function variableProduct(id: number, variationIds: number[]): [FakeRecord, FakeRecord[]] {
  const parent = simpleProduct(id, {
    name: 'Remera',
    type: 'variable',
    price: '',
    regular_price: '',
    manage_stock: false,
    stock_quantity: null,
    categories: [{ id: 10, name: 'Ropa' }],
    brands: [],
  });
  const variations = variationIds.map((variationId, index) => ({
    id: variationId,
    status: 'publish',
    description: '',
    price: String(2000 + index * 100),
    regular_price: String(2000 + index * 100),
    manage_stock: true,
    stock_quantity: index + 1,
    image: index === 0 ? { id: 5, src: `https://shop.example.com/img/v${variationId}.jpg` } : null,
    attributes: [
      { id: 1, name: 'Talle', option: ['S', 'M', 'L', 'XL'][index % 4] },
      { id: 2, name: 'Color', option: 'Rojo' },
    ],
    date_modified_gmt: gmt(T0),
  }));
  return [parent, variations];
}

export function wooOrder(
  id: number,
  lines: Array<{ product: number; variation?: number; qty: number; subtotal: string }>,
  overrides: Partial<FakeRecord> = {},
): FakeRecord {
  return {
    id,
    number: String(id),
    status: 'processing',
    currency: 'ARS',
    date_created_gmt: '2026-02-27T15:30:00',
    date_modified_gmt: gmt(T0),
    date_paid_gmt: '2026-02-27T15:31:00',
    customer_note: 'Tocar timbre',
    payment_method_title: 'Transferencia bancaria',
    billing: {
      first_name: 'Ana',
      last_name: 'Gomez',
      address_1: 'Av. Siempre Viva 742',
      address_2: '',
      city: 'Rosario',
      state: 'S',
      postcode: '2000',
      country: 'AR',
      email: 'Ana.Gomez@Example.com',
      phone: '341555000',
    },
    shipping: {
      first_name: 'Ana',
      last_name: 'Gomez',
      address_1: 'Av. Siempre Viva 742',
      address_2: '',
      city: 'Rosario',
      state: 'S',
      postcode: '2000',
      country: 'AR',
    },
    discount_total: '100.00',
    shipping_total: '500.00',
    total_tax: '0.00',
    line_items: lines.map((line, index) => ({
      id: id * 100 + index,
      name: `Linea ${index}`,
      product_id: line.product,
      variation_id: line.variation ?? 0,
      quantity: line.qty,
      subtotal: line.subtotal,
      total: line.subtotal,
      price: Number(line.subtotal) / line.qty,
    })),
    shipping_lines: [{ id: 1, method_id: 'flat_rate', method_title: 'Envio a domicilio', total: '500.00' }],
    fee_lines: [],
    ...overrides,
  };
}

/**
 * The operator settings of a self-hosted shop: the fake shop listens on 127.0.0.1 on a random
 * port, which the outbound policy refuses unless the operator allows it.
 */
export const LOCAL_SHOP_SETTINGS = {
  OUTBOUND_ALLOW_PRIVATE_HOSTS: true,
  OUTBOUND_ALLOWED_PORTS: [{ from: 1024, to: 65535 }],
};

/** Saves the store's connection to the fake shop through the real settings call. */
export async function connect(
  ctx: TestContext,
  owner: string,
  shop: FakeWoo,
  extra: Record<string, unknown> = {},
) {
  const res = await call(ctx, owner, 'POST', '/store/integration_settings', {
    woo_base_url: shop.url,
    woo_api_key: shop.key,
    woo_secret: shop.secret,
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`integration_settings ${res.statusCode} ${res.body}`);
}

/**
 * Runs the queued WooCommerce syncs with the real worker and processor (short backoff so retries
 * take milliseconds), until no sync entry is waiting or running.
 */
export async function runQueuedSyncs(ctx: TestContext, retries = { attempts: 3, backoffMs: 5 }) {
  // The app's own outbound client: the same address policy as the scheduled syncs.
  const client = { ...retries, fetch: ctx.app.outbound };
  const { db } = ctx.database;
  const integrations = ctx.app.services.settings.integrations;
  const worker = createImportWorker({
    db,
    log: ctx.app.log,
    kinds: SYNC_KINDS,
    texts: { tooManyAttempts: WOO_TEXT.tooManyAttempts, unexpected: WOO_TEXT.unexpected },
    process: createWooSyncProcessor({
      db,
      connectionOf: async (storeId) => integrations.wooCredentials(storeId),
      client,
    }),
    recoverOnStart: false,
    pollMs: 10,
  });
  worker.start();
  try {
    for (let i = 0; i < 1000; i += 1) {
      const open = await db
        .select({ id: dataImports.id })
        .from(dataImports)
        .where(
          and(
            inArray(dataImports.kind, [...SYNC_KINDS]),
            inArray(dataImports.status, ['pending', 'processing']),
          ),
        );
      if (open.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('las sincronizaciones no terminaron');
  } finally {
    await worker.stop();
  }
}

export function syncEntries(ctx: TestContext, storeId: number) {
  return ctx.database.db
    .select()
    .from(dataImports)
    .where(and(eq(dataImports.store_id, storeId), inArray(dataImports.kind, [...SYNC_KINDS])))
    .orderBy(dataImports.id);
}
