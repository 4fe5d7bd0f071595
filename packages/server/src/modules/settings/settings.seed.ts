import { eq } from 'drizzle-orm';
import { emptyMediaEntry, paymentMethodInfo, type ThemeMedia } from '@mostrador/core';
import { stores } from '../../db/schema';
import { insertPaymentMethods } from './payment-methods.repository';
import type { Queryable } from './queryable';

/**
 * The demo's pictures ship with the web app (public/demo), so a new install shows a complete store
 * offline. The video slot stays empty: a video is the one thing the demo cannot ship.
 */
const DEMO_MEDIA: Record<number, Partial<ThemeMedia>> = {
  0: { media_url: '/demo/almacen.svg', description: 'Nuestro almacén' },
  2: {
    media_url: '/demo/promo-pan.svg',
    description: 'Pan del día, recién horneado',
    link: 'https://www.example.com/promos/pan',
    highlighted: true,
  },
  3: {
    media_url: '/demo/promo-lacteos.svg',
    description: 'Lácteos con 10% de descuento los martes',
    link: 'https://www.example.com/promos/lacteos',
  },
  4: {
    media_url: '/demo/promo-frutas.svg',
    description: 'Frutas y verduras de estación',
  },
};

/** #demo's payment methods and theme. */
export async function seedSettingsDemo(db: Queryable, storeId: number) {
  await insertPaymentMethods(db, storeId, [
    {
      name: 'MercadoPago',
      enabled_delivery: true,
      enabled_pickup: true,
      method_info: paymentMethodInfo('MercadoPago', ''),
      config: {},
      position: 0,
    },
    {
      name: 'Efectivo',
      enabled_delivery: true,
      enabled_pickup: true,
      method_info: 'Abonás en efectivo al recibir el pedido o al retirarlo. Si necesitás cambio, avisanos.',
      config: {},
      position: 1,
    },
    {
      name: 'Transferencia',
      enabled_delivery: true,
      enabled_pickup: false,
      method_info: 'Transferí el total y envianos el comprobante por este chat.',
      config: { alias: 'almacen.demo.mp', cbu: '0000003100012345678901', titular: 'Almacén Demo S.R.L.' },
      position: 2,
    },
  ]);
  await db
    .update(stores)
    .set({
      title: 'QUIERO COMPRAR',
      subtitle: 'Almacén de barrio con entrega a domicilio',
      header_logo: '/demo/logo-cabecera.svg',
      widget_logo: '/demo/logo-widget.svg',
      color_set: { titlebar_color: '#134859', titlebar_font_color: '#ed841e', titlebar_text: 'Almacén Demo' },
      media: Array.from({ length: 8 }, (_, slot) => ({ ...emptyMediaEntry(slot), ...DEMO_MEDIA[slot] })),
      widget_position: 'right',
    })
    .where(eq(stores.id, storeId));
}
