import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { messageOutbox } from '../../db/schema';
import type { MessageChannel } from './channel';

/**
 * The offline default: the message is kept in the outbox table (shown with the client's activity)
 * and announced in the log. Keyed by the send record, so a repeated call stores it once.
 */
export function outboxChannel(db: Db, log: FastifyBaseLogger): MessageChannel {
  return {
    kind: 'outbox',
    dedupesBySendId: true,
    async send(message) {
      await db
        .insert(messageOutbox)
        .values({
          store_id: message.storeId,
          send_id: message.sendId,
          client_id: message.clientId,
          to: message.to,
          sender: message.sender,
          template: message.template,
          parameters: message.parameters,
          body: message.body,
        })
        .onConflictDoNothing({ target: messageOutbox.send_id });
      log.info(
        { store: message.storeId, client: message.clientId, template: message.template },
        'mensaje guardado en la bandeja de salida (sin WhatsApp configurado)',
      );
      return { providerMessageId: `outbox-${message.sendId}`, senderId: null };
    },
  };
}
