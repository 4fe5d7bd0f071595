import type { FastifyRequest } from 'fastify';
import { AppError, TEXT } from '@mostrador/core';

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner));
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character and fails the whole statement; refuse such a body
 * up front (400) instead of letting the insert fail as a 500.
 */
export async function rejectNulBytes(request: FastifyRequest) {
  if (hasNul(request.body)) throw new AppError('bad_request', TEXT.invalidRequest);
}
