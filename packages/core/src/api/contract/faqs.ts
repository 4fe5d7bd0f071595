import { z } from 'zod';
import {
  acceptUnansweredFaqSchema,
  knowledgeBaseFaqSchema,
  knowledgeBaseFaqViewSchema,
  saveStandardFaqsSchema,
  standardFaqViewSchema,
  unansweredFaqViewSchema,
} from '../../validation/faqs';
import {
  synonymSchema,
  synonymSuggestionSchema,
  synonymSuggestionsQuery,
  synonymViewSchema,
} from '../../validation/synonyms';
import { endpoint } from '../endpoint';
import { numericIdParams } from '../params';
import { messageResponse } from '../responses';

const standardFaqs = z.array(standardFaqViewSchema);
const savedFaq = messageResponse.extend({ faq: knowledgeBaseFaqViewSchema });
const savedSynonym = messageResponse.extend({ synonym: synonymViewSchema });

/** GENERALES, PERSONALIZADO (FAQs and synonyms) and SIN RESPONDER of /marketing: store admins only. */
export const faqsApi = {
  'GET /api/store/standard_faqs/': endpoint({ response: standardFaqs }),
  'POST /api/store/standard_faqs/': endpoint({
    body: saveStandardFaqsSchema,
    response: messageResponse.extend({ standard_faqs: standardFaqs }),
  }),
  'GET /api/store/faqs': endpoint({ response: z.array(knowledgeBaseFaqViewSchema) }),
  'POST /api/store/faqs': endpoint({ body: knowledgeBaseFaqSchema, response: savedFaq, status: 201 }),
  'PUT /api/store/faqs/:id': endpoint({
    params: numericIdParams,
    body: knowledgeBaseFaqSchema,
    response: savedFaq,
  }),
  'DELETE /api/store/faqs/:id': endpoint({ params: numericIdParams, response: messageResponse }),
  'GET /api/store/faqs_unmanaged': endpoint({ response: z.array(unansweredFaqViewSchema) }),
  'PUT /api/store/faqs_unmanaged/:id': endpoint({
    params: numericIdParams,
    body: acceptUnansweredFaqSchema,
    response: savedFaq,
  }),
  'DELETE /api/store/faqs_unmanaged/:id': endpoint({ params: numericIdParams, response: messageResponse }),
  'POST /api/store/faqs_unmanaged/:id/synonym': endpoint({
    params: numericIdParams,
    body: synonymSchema,
    response: savedSynonym,
    status: 201,
  }),
  'GET /api/store/synonyms': endpoint({ response: z.array(synonymViewSchema) }),
  'GET /api/store/synonyms/suggestions': endpoint({
    query: synonymSuggestionsQuery,
    response: z.array(synonymSuggestionSchema),
  }),
  'POST /api/store/synonyms': endpoint({ body: synonymSchema, response: savedSynonym, status: 201 }),
  'PUT /api/store/synonyms/:id': endpoint({
    params: numericIdParams,
    body: synonymSchema,
    response: savedSynonym,
  }),
  'DELETE /api/store/synonyms/:id': endpoint({ params: numericIdParams, response: messageResponse }),
};
