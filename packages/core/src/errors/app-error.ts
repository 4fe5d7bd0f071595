/** Kinds of expected failure; the server maps each to one HTTP status in its error handler. */
export const APP_ERROR_CODES = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;

/** An expected failure whose message (Spanish, from the spec) is safe to show to the user. */
export class AppError extends Error {
  readonly code: AppErrorCode;

  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }

  get status(): number {
    return APP_ERROR_CODES[this.code];
  }
}
