import { z } from 'zod';
import {
  promoEntryViewSchema,
  refcodeSchema,
  refcodeViewSchema,
  savePromosSchema,
} from '../../validation/marketing';
import { endpoint } from '../endpoint';
import { messageResponse } from '../responses';

const promos = z.array(promoEntryViewSchema);
const savedRefcode = messageResponse.extend({ refcode: refcodeViewSchema });

/** CALENDARIO DE PROMOS (any store user) and LISTA DE CODIGOS (store admins) of /marketing. */
export const marketingApi = {
  'GET /api/store/promos/': endpoint({ response: promos }),
  'POST /api/store/promos/': endpoint({
    body: savePromosSchema,
    response: messageResponse.extend({ promos }),
  }),
  'GET /api/store/refcodes/': endpoint({ response: z.array(refcodeViewSchema) }),
  /** Without a code it creates one (201); with a code it updates it (200). */
  'POST /api/store/refcodes/': endpoint({
    body: refcodeSchema,
    response: savedRefcode,
    also: { 201: savedRefcode },
  }),
};
