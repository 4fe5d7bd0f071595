import { endSession, readSession } from '../session/session-store';
import { OFFLINE_MESSAGE, serverMessage, statusText } from './server-message';

/** The server's 403 for a disabled user or store starts with these words (spec section 8). */
const INACTIVE_PREFIX = 'El usuario esta inactivo';

export function isInactiveUserMessage(message: string): boolean {
  return message.startsWith(INACTIVE_PREFIX);
}

/** A rejected call: `message` is safe to show as is; `status` is 0 when the network failed. */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON, or as is when it is FormData (file uploads). */
  body?: unknown;
  /** Customer pages: the token goes along when present, but a 401 never logs anyone out. */
  client?: boolean;
  /** Calls made before anyone logs in (login, register, recovery): no token, no logout. */
  anonymous?: boolean;
  /** 'text' calls reject with the status text only, as the spec asks. */
  responseType?: 'json' | 'text' | 'blob';
  signal?: AbortSignal;
}

const API_BASE = '/api';

async function errorMessage(response: Response, responseType: RequestOptions['responseType']) {
  // Spec section 8: text calls reject with the status text only. A download's error is still
  // the server's JSON `{message}`, which says more than the status text.
  return responseType === 'text' ? statusText(response) : serverMessage(response);
}

function buildInit(options: RequestOptions, token: string | undefined): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  return init;
}

/**
 * The one way the app talks to the API (spec section 8): JSON in and out, the staff bearer token
 * from the saved session, the server's `message` on failure, and a logout on a staff 401.
 */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const isStaffCall = !options.client && !options.anonymous;
  const token = options.anonymous ? undefined : readSession()?.jwt_token;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, buildInit(options, token));
  } catch (error) {
    // A cancelled query is not an outage: let TanStack Query see the abort as it is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(OFFLINE_MESSAGE, 0);
  }

  if (!response.ok) {
    const message = await errorMessage(response, options.responseType);
    if (isStaffCall && response.status === 401) endSession('expired', message);
    if (isStaffCall && response.status === 403 && isInactiveUserMessage(message)) {
      endSession('inactive', message);
    }
    throw new ApiError(message, response.status);
  }

  if (options.responseType === 'text') return response.text();
  if (options.responseType === 'blob') return response.blob();
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text.length > 0 ? (JSON.parse(text) as unknown) : undefined;
}
