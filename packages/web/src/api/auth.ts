import type { LoginInput, RegisterStoreInput, UserSession } from '@mostrador/core';
import { apiJson } from './client';

export interface MessageResponse {
  message: string;
}

/** GET /captcha/challenge: the ALTCHA widget fetches it itself from this address. */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export function login(credentials: LoginInput): Promise<UserSession> {
  return apiJson<UserSession>('/user/login', { method: 'POST', body: credentials, anonymous: true });
}

export function registerStore(input: RegisterStoreInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/store/register', { method: 'POST', body: input, anonymous: true });
}

export function startPasswordRecover(input: { username: string; altcha: string }): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/user/startpasswordrecover', {
    method: 'POST',
    body: input,
    anonymous: true,
  });
}

export function passwordRecover(input: {
  username: string;
  token: string;
  password: string;
}): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/user/passwordrecover', { method: 'POST', body: input, anonymous: true });
}

/** The answer carries a fresh session: every other token of the user stops working. */
/** POST /user/me: the user's own name; the answer carries the updated session. */
export function saveOwnData(input: { name: string }) {
  return apiJson<MessageResponse & { session: UserSession }>('/user/me', { method: 'POST', body: input });
}

export function changePassword(input: { old_password: string; new_password: string }) {
  return apiJson<MessageResponse & { session: UserSession }>('/user/changepassword', {
    method: 'POST',
    body: input,
  });
}
