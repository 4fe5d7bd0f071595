import { z } from 'zod';
import { userSessionSchema } from '../../auth/session';
import {
  changePasswordSchema,
  loginSchema,
  ownUserDataSchema,
  passwordRecoverSchema,
  registerStoreSchema,
  startPasswordRecoverSchema,
} from '../../validation/auth';
import { endpoint } from '../endpoint';
import { messageResponse } from '../responses';

const withSession = messageResponse.extend({ session: userSessionSchema });

/** An ALTCHA v2 challenge as altcha-lib makes it (the widget on the recovery screen solves it). */
const captchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/** Login, registration, recovery and the user's own data (spec section 3). */
export const authApi = {
  'POST /api/user/login': endpoint({ body: loginSchema, response: userSessionSchema }),
  'POST /api/store/register': endpoint({
    body: registerStoreSchema,
    response: messageResponse.extend({ store_id: z.number().int(), hashtag: z.string() }),
    status: 201,
  }),
  /** Every other token of the user stops working: the answer carries the new session. */
  'POST /api/user/changepassword': endpoint({ body: changePasswordSchema, response: withSession }),
  'POST /api/user/me': endpoint({ body: ownUserDataSchema, response: withSession }),
  'POST /api/user/startpasswordrecover': endpoint({
    body: startPasswordRecoverSchema,
    response: messageResponse,
  }),
  'POST /api/user/passwordrecover': endpoint({ body: passwordRecoverSchema, response: messageResponse }),
  'GET /api/captcha/challenge': endpoint({ response: captchaChallenge }),
};
