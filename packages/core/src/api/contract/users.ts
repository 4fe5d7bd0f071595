import { z } from 'zod';
import { addStoreUserSchema } from '../../validation/auth';
import { endpoint } from '../endpoint';
import { numericIdParams } from '../params';
import { messageResponse, storeUserResponse } from '../responses';

/** The store's team (SEGURIDAD): store admins only. */
export const usersApi = {
  'GET /api/store/users/': endpoint({ response: z.array(storeUserResponse) }),
  'POST /api/store/users/': endpoint({
    body: addStoreUserSchema,
    response: messageResponse.extend({ user: storeUserResponse }),
    status: 201,
  }),
  'DELETE /api/store/users/:id': endpoint({ params: numericIdParams, response: messageResponse }),
};
