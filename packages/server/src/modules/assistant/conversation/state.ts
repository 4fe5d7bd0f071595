import { z } from 'zod';
import { CLOSING_FIELDS } from '@mostrador/core';

const spokenUnit = z.enum(['kg', 'gr', 'lt', 'ml', 'dozen', 'unit', 'meter']).nullable();
const option = z.object({ id: z.number(), name: z.string() });

/** A product request still to be settled: its text, the amount asked and what it may mean. */
const request = z.object({
  text: z.string(),
  amount: z.number().nullable(),
  unit: spokenUnit,
  options: z.array(option),
  /** The size the customer named is not sold: the options are the sizes there are. */
  size_missing: z.boolean().optional(),
  /** How many options are on screen; the others were kept for an answer naming one of them. */
  shown: z.number().optional(),
});
export type PendingRequest = z.infer<typeof request>;

/** The question the assistant asked and waits an answer to. */
const pending = z.discriminatedUnion('kind', [
  // '¿Cuál de estos?': the first request's options are on screen; the rest are asked next.
  z.object({ kind: z.literal('choose_product'), requests: z.array(request).min(1) }),
  // '¿Cuánto querés de X?' for a product (add) or an order item (change).
  z.object({
    kind: z.literal('choose_amount'),
    product_id: z.number(),
    name: z.string(),
    quantity_unit: z.string(),
    item_id: z.number().nullable(),
    /** Requests asked after this one ('2 de jamón y queso': the cheese comes next). */
    rest: z.array(request).optional(),
  }),
  // Several items of the order fit 'sacá el queso': which one.
  z.object({
    kind: z.literal('choose_item'),
    /** 'replace': what the item becomes is asked next ('cambiame las cervezas' of two beers). */
    action: z.enum(['remove', 'change', 'replace']),
    amount: z.number().nullable(),
    unit: spokenUnit,
    options: z.array(option),
  }),
  // 'cambiame las cervezas': '¿Por cuál querés cambiar …?' of this item.
  z.object({ kind: z.literal('choose_replacement'), item_id: z.number() }),
  z.object({ kind: z.literal('confirm_order') }),
  // The closing conversation (closing.ts) asked one of the data an order needs; `offered` is the
  // client's saved address offered back ('¿Te lo mandamos a Honduras 3500?').
  z.object({
    kind: z.literal('closing'),
    asking: z.enum(CLOSING_FIELDS),
    offered: z.string().optional(),
  }),
  z.object({ kind: z.literal('confirm_discard') }),
]);
export type Pending = z.infer<typeof pending>;

const chatState = z.object({
  pending: pending.optional(),
  /** The item the customer touched last: 'sacalo', 'que sean 3' refer to it. */
  last_item_id: z.number().optional(),
  /** The customer's words that added that item ('queso crema la paulina'): 'el light' refines them. */
  last_request: z.string().optional(),
  /** Closing data given before there was an order to keep it on (closing.ts records it later). */
  closing_info: z
    .object({
      delivery: z.boolean().optional(),
      address: z.string().optional(),
      first_name: z.string().optional(),
      last_name: z.string().optional(),
      phone: z.string().optional(),
      payment_method: z.string().optional(),
    })
    .optional(),
  /**
   * The customer began closing the sale (said they were done, or gave delivery, address, name,
   * phone or method with an order on the way): after every message that leaves no question open,
   * the assistant asks what the order still needs, so a question or a change in between never
   * leaves the closing hanging. Cleared when the order is confirmed or discarded.
   */
  closing: z.boolean().optional(),
  /** The referral code applied in this conversation. */
  ref_code: z.string().optional(),
  /** Recent turns, for the optional language-model adapter (which needs the conversation). */
  history: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })).optional(),
});
export type ChatState = z.infer<typeof chatState>;

/** A saved state from an older version or damaged by hand starts the conversation afresh. */
export function parseChatState(value: unknown): ChatState {
  const parsed = chatState.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}
