/*
 * The almacén the conversation suites talk to: the test catalogue on a real database, the store's
 * opening and closing messages, and an in-memory customer service.
 */
import { createStore, freshDatabase } from '../../../../test/helpers';
import { fakeCustomer, seedTestCatalogue } from '../assistant.fixtures';
import { createAssistantService, type ChatReply } from '../assistant.service';

export async function almacenStore() {
  const database = await freshDatabase();
  const { store } = await createStore(database, {
    address: 'Av. Siempreviva 742',
    city: 'Springfield',
    delivery_enabled: false,
    dialog_messages: {
      dialog_init: '¡Bienvenido al almacén!',
      pre_order: 'Revisá tu pedido antes de confirmarlo.',
      order_close: '¡Gracias! Te avisamos cuando esté listo.',
    },
  });
  const ids = await seedTestCatalogue(database.db, store.id);
  const customer = fakeCustomer(store.hashtag);
  const service = createAssistantService({ db: database.db, customer });
  return { database, storeId: store.id, hashtag: store.hashtag, ids, customer, service };
}

/** A new chat session id each call. */
export function sessions() {
  let counter = 0;
  return () => `dfmessenger-${(0x1000000000 + (counter += 1)).toString(16).slice(-10)}`;
}

export const texts = (reply: ChatReply) =>
  reply.messages.flatMap((m) => (m.type === 'text' ? [m.text] : m.type === 'link' ? [m.url] : []));
export const chips = (reply: ChatReply) => reply.messages.find((m) => m.type === 'chips')?.options ?? [];
