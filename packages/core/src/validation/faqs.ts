import { z } from 'zod';
import { MSG, TEXT } from './messages';
import { limitedText, modelQueriesField } from './settings-fields';

/** The five kinds of standard (general) FAQ, spelled as the spec stores them. */
export const FAQ_TYPES = [
  'payment_methods',
  'store_location',
  'delivery',
  'freigt_cost',
  'minimum_purchase',
] as const;
export type FaqType = (typeof FAQ_TYPES)[number];

/** Screen label and the question a new store starts from, per standard FAQ kind. */
export const FAQ_TYPE_INFO: Record<FaqType, { label: string; question: string }> = {
  payment_methods: { label: 'Medios de pago', question: '¿Qué medios de pago aceptan?' },
  store_location: { label: 'Ubicación del local', question: '¿Dónde están ubicados?' },
  delivery: { label: 'Envíos', question: '¿Hacen envíos a domicilio?' },
  freigt_cost: { label: 'Costo de envío', question: '¿Cuánto cuesta el envío?' },
  minimum_purchase: { label: 'Compra mínima', question: '¿Hay un monto mínimo de compra?' },
};

export const FAQ_RESPONSE_MAX = 4000;

/** One standard FAQ; a visible one must have an answer for the assistant to give. */
export const standardFaqSchema = z
  .object({
    faq_type: z.enum(FAQ_TYPES, { error: TEXT.faqTypeInvalid }),
    question: limitedText(300),
    model_queries: modelQueriesField().optional().default([]),
    response: limitedText(FAQ_RESPONSE_MAX),
    method_info: limitedText(1000),
    visible: z.boolean().default(true),
  })
  .superRefine((faq, ctx) => {
    if (faq.visible && !faq.response) {
      ctx.addIssue({ code: 'custom', path: ['response'], message: TEXT.faqResponseRequired });
    }
  });
export type StandardFaqInput = z.input<typeof standardFaqSchema>;

/** POST /store/standard_faqs/: one to five entries, at most one per kind. */
export const saveStandardFaqsSchema = z
  .array(standardFaqSchema)
  .min(1, TEXT.invalidRequest)
  .max(FAQ_TYPES.length, TEXT.invalidRequest)
  .superRefine((faqs, ctx) => {
    const seen = new Set<string>();
    faqs.forEach((faq, index) => {
      if (seen.has(faq.faq_type)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'faq_type'],
          message: TEXT.faqTypeRepeated.replace('{type}', faq.faq_type),
        });
      }
      seen.add(faq.faq_type);
    });
  });

/**
 * Knowledge base add (spec section 5): the questions (several, separated by commas) and the
 * paragraph are both required, both with the same message.
 */
export const knowledgeBaseFaqSchema = z.object({
  model_queries: modelQueriesField(MSG.knowledgeBaseQuestionsRequired),
  response: z
    .string({ error: MSG.knowledgeBaseQuestionsRequired })
    .trim()
    .min(1, MSG.knowledgeBaseQuestionsRequired)
    .max(FAQ_RESPONSE_MAX, TEXT.textTooLong.replace('{max}', String(FAQ_RESPONSE_MAX))),
});
export type KnowledgeBaseFaqInput = z.input<typeof knowledgeBaseFaqSchema>;

/**
 * Accepting an unanswered question: the answer is required; the questions default to the one the
 * customer asked (plus its variants) when not sent.
 */
export const acceptUnansweredFaqSchema = knowledgeBaseFaqSchema.extend({
  model_queries: modelQueriesField(MSG.knowledgeBaseQuestionsRequired).optional(),
});
export type AcceptUnansweredFaqInput = z.input<typeof acceptUnansweredFaqSchema>;

export const standardFaqViewSchema = z.object({
  /** null while the store has not saved this kind yet. */
  id: z.number().int().nullable(),
  faq_type: z.enum(FAQ_TYPES),
  question: z.string(),
  model_queries: z.array(z.string()),
  response: z.string(),
  method_info: z.string(),
  visible: z.boolean(),
});
export type StandardFaq = z.infer<typeof standardFaqViewSchema>;

export const knowledgeBaseFaqViewSchema = z.object({
  id: z.number().int(),
  model_queries: z.array(z.string()),
  response: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type KnowledgeBaseFaq = z.infer<typeof knowledgeBaseFaqViewSchema>;

export const unansweredFaqViewSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  model_queries: z.array(z.string()),
  response_suggestion: z.string(),
  /** How many times customers asked it since it was first recorded. */
  times_asked: z.number().int(),
  created_at: z.string(),
  last_asked_at: z.string(),
});
export type UnansweredFaq = z.infer<typeof unansweredFaqViewSchema>;
