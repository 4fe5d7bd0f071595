import { apiCall, type BodyFor } from './call';

/** GET /captcha/challenge: the ALTCHA widget fetches it itself from this address. */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export const login = (credentials: BodyFor<'POST /api/user/login'>) =>
  apiCall('POST /api/user/login', { body: credentials, anonymous: true });

export const registerStore = (input: BodyFor<'POST /api/store/register'>) =>
  apiCall('POST /api/store/register', { body: input, anonymous: true });

export const startPasswordRecover = (input: BodyFor<'POST /api/user/startpasswordrecover'>) =>
  apiCall('POST /api/user/startpasswordrecover', { body: input, anonymous: true });

export const passwordRecover = (input: BodyFor<'POST /api/user/passwordrecover'>) =>
  apiCall('POST /api/user/passwordrecover', { body: input, anonymous: true });

/** POST /user/me: the user's own name; the answer carries the updated session. */
export const saveOwnData = (input: BodyFor<'POST /api/user/me'>) =>
  apiCall('POST /api/user/me', { body: input });

/** The answer carries a fresh session: every other token of the user stops working. */
export const changePassword = (input: BodyFor<'POST /api/user/changepassword'>) =>
  apiCall('POST /api/user/changepassword', { body: input });
