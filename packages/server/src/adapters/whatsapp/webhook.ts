import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * X-Hub-Signature-256 is `sha256=` and the hex HMAC-SHA256 of the raw request body with the app
 * secret. Compared in constant time, so a forger learns nothing from how long a refusal takes.
 */
export function validSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional() })).optional(),
});

const inboundSchema = z.object({
  from: z.string(),
  type: z.string().optional(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string().optional(), payload: z.string().optional() }).optional(),
});

/** The part of Meta's webhook payload we read: message statuses per phone-number id. */
export const webhookPayloadSchema = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().optional(),
              value: z
                .object({
                  metadata: z.object({ phone_number_id: z.string() }).optional(),
                  statuses: z.array(statusSchema).optional(),
                  messages: z.array(inboundSchema).optional(),
                })
                .passthrough(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface StatusUpdate {
  providerMessageId: string;
  senderId: string | null;
  status: DeliveryStatus;
  at: Date | null;
  error: string | null;
}

/** Every known status of a payload; unknown statuses (Meta adds some) are skipped. */
export function statusUpdates(payload: z.infer<typeof webhookPayloadSchema>): StatusUpdate[] {
  const updates: StatusUpdate[] = [];
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      const senderId = change.value.metadata?.phone_number_id ?? null;
      for (const status of change.value.statuses ?? []) {
        if (!(DELIVERY_STATUSES as readonly string[]).includes(status.status)) continue;
        const seconds = Number(status.timestamp);
        const error = status.errors?.[0];
        updates.push({
          providerMessageId: status.id,
          senderId,
          status: status.status as DeliveryStatus,
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null,
          error: error ? `${error.code ?? ''} ${error.title ?? ''}`.trim() : null,
        });
      }
    }
  }
  return updates;
}

export interface InboundText {
  /** The phone-number id that received it (one of ours). */
  senderId: string | null;
  /** The client's number, digits only. */
  from: string;
  text: string;
}

/** Texts and quick-reply button presses clients sent to our numbers. */
export function inboundTexts(payload: z.infer<typeof webhookPayloadSchema>): InboundText[] {
  const texts: InboundText[] = [];
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      const senderId = change.value.metadata?.phone_number_id ?? null;
      for (const message of change.value.messages ?? []) {
        const text = message.text?.body ?? message.button?.text ?? message.button?.payload;
        if (text) texts.push({ senderId, from: message.from.replace(/\D/g, ''), text });
      }
    }
  }
  return texts;
}
