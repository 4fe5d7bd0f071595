import { z } from 'zod';
import { CUSTOMER_TEXT } from '../customer/messages';
import { customerSessionIdSchema } from '../customer/session';

/** The longest message the chat takes: a long shopping list fits, a pasted document does not. */
export const CHAT_TEXT_MAX = 1000;

export const CHAT_TEXT = {
  textRequired: 'Por favor escriba un mensaje',
  textTooLong: `El mensaje es demasiado largo (máximo ${CHAT_TEXT_MAX} caracteres)`,
} as const;

/** POST /client/chat. `text: ''` asks for the greeting; a text of only spaces is refused. */
export const chatRequestSchema = z.object({
  session_id: customerSessionIdSchema,
  store: z.string({ error: CUSTOMER_TEXT.storeNotFound }).trim().min(1, CUSTOMER_TEXT.storeNotFound).max(60),
  text: z
    .string({ error: CHAT_TEXT.textRequired })
    .max(CHAT_TEXT_MAX, CHAT_TEXT.textTooLong)
    .refine((text) => text === '' || text.trim() !== '', CHAT_TEXT.textRequired),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
