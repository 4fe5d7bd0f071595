import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MessageChannel } from './channel';
import { cloudApiChannel } from './cloud-api';
import { outboxChannel } from './outbox';

export type { MessageChannel, OutgoingMessage, SentMessage } from './channel';
export { MessageRejected, phoneDigits } from './channel';

/** The WhatsApp Cloud API with a token and a number id; otherwise the offline outbox. */
export function createMessageChannel(config: Config, db: Db, log: FastifyBaseLogger): MessageChannel {
  if (config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID) {
    return cloudApiChannel({
      apiUrl: config.WHATSAPP_API_URL,
      token: config.WHATSAPP_TOKEN,
      defaultPhoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      senders: config.WHATSAPP_SENDERS,
    });
  }
  return outboxChannel(db, log);
}
