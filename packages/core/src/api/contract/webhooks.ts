import { z } from 'zod';
import { endpoint } from '../endpoint';

/** Calls the providers make (signed; their bodies are read raw to check the signature). */
export const webhooksApi = {
  /** Meta's subscription check: answers hub.challenge as plain text. */
  'GET /api/webhooks/whatsapp': endpoint({
    query: z.object({
      'hub.mode': z.string().optional(),
      'hub.verify_token': z.string().optional(),
      'hub.challenge': z.string().max(200).optional(),
    }),
    response: z.string(),
  }),
  /** Delivery statuses and customers' replies: messages whose status moved, clients opted out. */
  'POST /api/webhooks/whatsapp': endpoint({
    response: z.object({ updated: z.number().int(), opted_out: z.number().int() }),
  }),
  /** A payment provider's notice (a repeated one changes nothing). */
  'POST /api/payments/webhook/:provider': endpoint({
    params: z.object({ provider: z.string().max(40) }),
    response: z.object({ received: z.literal(true), applied: z.boolean() }),
  }),
};
