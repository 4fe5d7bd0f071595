import { eq } from 'drizzle-orm';
import { emptyMediaEntry, paymentMethodInfo, type ThemeMedia } from '@mostrador/core';
import { stores } from '../../db/schema';
import { insertPaymentMethods } from './payment-methods.repository';
import type { Queryable } from './queryable';

const DEMO_MEDIA: Record<number, Partial<ThemeMedia>> = {
  0: {
    media_url: 'https://images.unsplash.com/photo-1542838132-92c53300491e?w=1200',
    description: 'Nuestro almacén',
  },
  1: { media_url: 'dQw4w9WgXcQ', description: 'Cómo comprar por el chat' },
  2: {
    media_url: 'https://images.unsplash.com/photo-1509440159596-0249088772ff?w=800',
    description: 'Pan del día, recién horneado',
    link: 'https://www.example.com/promos/pan',
    highlighted: true,
  },
  3: {
    media_url: 'https://images.unsplash.com/photo-1550583724-b2692b85b150?w=800',
    description: 'Lácteos con 10% de descuento los martes',
    link: 'https://www.example.com/promos/lacteos',
  },
  4: {
    media_url: 'https://images.unsplash.com/photo-1610832958506-aa56368176cf?w=800',
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
      header_logo: 'https://dummyimage.com/1000x200/134859/ffffff.png&text=Almac%C3%A9n+Demo',
      widget_logo: 'https://dummyimage.com/640x640/ed841e/ffffff.png&text=AD',
      color_set: { titlebar_color: '#134859', titlebar_font_color: '#ed841e', titlebar_text: 'Almacén Demo' },
      media: Array.from({ length: 8 }, (_, slot) => ({ ...emptyMediaEntry(slot), ...DEMO_MEDIA[slot] })),
      widget_position: 'right',
    })
    .where(eq(stores.id, storeId));
}
