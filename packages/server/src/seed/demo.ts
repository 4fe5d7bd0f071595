import type { Db } from '../db/client';
import { stores, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { findStoreByHashtag } from '../modules/stores/stores.repository';
import { seedOrdersDemo } from '../modules/orders/orders.seed';
import { seedSettingsDemo } from '../modules/settings/settings.seed';
import { seedFaqsDemo } from '../modules/faqs/faqs.seed';
import { seedMarketingDemo } from '../modules/marketing/marketing.seed';
import { seedCatalogue } from '../modules/products/products.seed';

export const DEMO = {
  hashtag: '#demo',
  admin: { email: 'demo@mostrador.local', password: 'demo1234' },
  crew: { email: 'equipo@mostrador.local', password: 'equipo1234' },
} as const;

/**
 * The demo store #demo with its owner and a crew member. Each area adds its own demo data here,
 * so a fresh `npm start` shows a store with something in every screen. Runs once: an existing
 * #demo is left untouched.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await findStoreByHashtag(db, DEMO.hashtag)) return false;
  const [adminHash, crewHash] = await Promise.all([
    hashPassword(DEMO.admin.password),
    hashPassword(DEMO.crew.password),
  ]);
  await db.transaction(async (tx) => {
    const [store] = await tx
      .insert(stores)
      .values({
        hashtag: DEMO.hashtag,
        name: 'Almacén Demo',
        legal_name: 'Almacén Demo S.R.L.',
        tax_code: '30-71234567-8',
        address: 'Av. Corrientes 1234',
        city: 'Buenos Aires',
        postcode: 'C1043',
        state: 'CABA',
        country: 'Argentina',
        phone: '+54 11 5555-1234',
        email: DEMO.admin.email,
        creatoremail: DEMO.admin.email,
        title: 'QUIERO COMPRAR',
        subtitle: 'Almacén de barrio con entrega a domicilio',
        dialog_messages: {
          dialog_init: '¡Hola! Soy el asistente de Almacén Demo. ¿Qué te gustaría pedir hoy?',
          pre_order: 'Revisá tu pedido antes de confirmarlo.',
          order_close: '¡Gracias por tu compra! Te avisamos cuando esté listo.',
        },
        social_networks: { whatsapp: '5491155551234', instagram: 'almacendemo', flags: {} },
      })
      .returning();
    await tx.insert(users).values([
      {
        email: DEMO.admin.email,
        name: 'Dueño Demo',
        password_hash: adminHash,
        store_id: store!.id,
        store_role: 'admin',
      },
      {
        email: DEMO.crew.email,
        name: 'Equipo Demo',
        password_hash: crewHash,
        store_id: store!.id,
        store_role: 'crew',
      },
    ]);
    await seedSettingsDemo(tx, store!.id);
    await seedFaqsDemo(tx, store!.id);
    await seedMarketingDemo(tx, store!);
    await seedCatalogue(tx, store!.id);
    // Last: orders pick the products the catalogue's demo data created above.
    await seedOrdersDemo(tx, store!.id);
  });
  return true;
}
