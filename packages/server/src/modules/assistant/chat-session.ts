import type { CustomerSession } from '../customer/customer.types';
import { checkSessionFormat } from '../customer/customer-access';
import { storePublicView } from '../customer/customer-store';
import type { AssistantCustomer } from './assistant.service';
import type { ChatContext } from './assistant.repository';

/**
 * The chat session exactly as the customer service's getSession answers it, built from the
 * context row the message already read (session, store and order token come in that one
 * statement) instead of three more reads. A session the context has not seen (a new one, or one
 * kept by another customer service) and a session bound to another store are left to the
 * service, which decides what they mean (the chat then binds or refuses them).
 */
export async function chatSession(
  customer: Pick<AssistantCustomer, 'getSession'>,
  context: ChatContext,
  sessionId: string,
): Promise<CustomerSession | null> {
  checkSessionFormat(sessionId);
  const row = context.session;
  if (!row || row.store_id !== context.store.id) return customer.getSession(sessionId);
  return {
    session_id: row.session_id,
    store: storePublicView(context.storeRow),
    client_id: row.client_id,
    order_token: row.client_id === null ? null : context.orderToken,
    product_list_token: row.product_list_token,
  };
}
