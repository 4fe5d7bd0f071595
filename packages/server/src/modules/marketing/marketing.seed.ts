import type { Queryable } from '../settings/queryable';
import { refcodeUrl } from './marketing.service';
import { replacePromos } from './promos.repository';
import { insertRefcode } from './refcodes.repository';
import type { StoreRow } from '../../db/rows';

/** #demo's promo calendar (every weekday) and three referral codes. */
export async function seedMarketingDemo(db: Queryable, store: StoreRow) {
  await replacePromos(db, store.id, [
    { day_of_week: '0', tag: 'pastas', promo_msg: 'Lunes de pastas: 2x1 en fideos secos.' },
    {
      day_of_week: '1',
      tag: 'lacteos',
      promo_msg: 'Martes de lácteos: 10% de descuento en leches y quesos.',
    },
    { day_of_week: '2', tag: 'verduleria', promo_msg: 'Miércoles verde: frutas y verduras al mejor precio.' },
    { day_of_week: '3', tag: 'almacen', promo_msg: 'Jueves de almacén: 3x2 en conservas.' },
    {
      day_of_week: '4',
      tag: 'bebidas',
      promo_msg: 'Viernes de bebidas: la segunda gaseosa a mitad de precio.',
    },
    { day_of_week: '5', tag: 'panaderia', promo_msg: 'Sábado de facturas: la docena a precio especial.' },
    { day_of_week: '6', tag: '', promo_msg: 'Domingo cerrado: dejá tu pedido y lo recibís el lunes.' },
  ]);
  const codes = [
    {
      code: 'VOLANTE1',
      description: 'Volante del barrio',
      client_msg_preamble: 'Hola, vi el volante',
      is_web: false,
    },
    { code: 'VIDRIERA', description: 'QR de la vidriera', client_msg_preamble: 'Hola', is_web: true },
    {
      code: 'INSTAGRAM',
      description: 'Link de la biografía de Instagram',
      client_msg_preamble: '',
      is_web: true,
    },
  ];
  for (const { code, ...fields } of codes) {
    await insertRefcode(db, store.id, {
      ...fields,
      code,
      active: true,
      use_confirm_finisher: '¡Gracias por venir!',
      reference_type: '1',
      url: refcodeUrl(store, code, fields, undefined),
    });
  }
}
