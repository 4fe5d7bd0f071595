import { z } from 'zod';
import { TEXT } from './messages';

/** A complete http(s) url with a host (spec section 5: "urls complete"). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A photo the server stores for a store: /api/images/{store}/{token} (an upload, re-encoded). */
export const STORED_PHOTO_PATH = /^\/api\/images\/\d+\/[\w-]+$/;

/** A picture that ships with the product (packages/web/public/demo): the demo store's logos and photos. */
export const BUNDLED_PICTURE_PATH = /^\/demo\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.svg$/;

/**
 * Where a picture may come from: a complete http(s) url, a photo the server stores, or a picture
 * the product ships. The two paths are served by the app itself, so a demo store or an uploaded
 * photo never depends on an outside host.
 */
export function isPictureAddress(value: string): boolean {
  return isHttpUrl(value) || STORED_PHOTO_PATH.test(value) || BUNDLED_PICTURE_PATH.test(value);
}

/** Free text with a length limit; a missing or null value becomes ''. */
export function limitedText(max: number) {
  return z
    .string()
    .trim()
    .max(max, TEXT.textTooLong.replace('{max}', String(max)))
    .nullish()
    .transform((value) => value ?? '');
}

/** '' (nothing) or a complete http(s) url; a missing or null value becomes ''. */
export const optionalUrlField = z
  .string({ error: TEXT.urlInvalid })
  .trim()
  .max(2000, TEXT.urlInvalid)
  .refine((value) => value === '' || isHttpUrl(value), TEXT.urlInvalid)
  .nullish()
  .transform((value) => value ?? '');

/** '' (nothing) or a picture's address (isPictureAddress); a missing or null value becomes ''. */
export const optionalPictureField = z
  .string({ error: TEXT.urlInvalid })
  .trim()
  .max(2000, TEXT.urlInvalid)
  .refine((value) => value === '' || isPictureAddress(value), TEXT.urlInvalid)
  .nullish()
  .transform((value) => value ?? '');

/**
 * The questions of a FAQ: 'a, b ,c' (the form's comma-separated text) or a list. Trimmed, blanks
 * and case-insensitive repeats dropped, order kept.
 */
export function parseModelQueries(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const query = part.trim();
    const key = query.toLowerCase();
    if (query && !seen.has(key)) {
      seen.add(key);
      out.push(query);
    }
  }
  return out;
}

export const MODEL_QUERY_MAX_LENGTH = 300;
export const MODEL_QUERIES_MAX = 50;

/** model_queries as a list; `requiredMessage` makes an empty list an error with that message. */
export function modelQueriesField(requiredMessage?: string) {
  return z
    .union([z.string(), z.array(z.string())], { error: requiredMessage ?? TEXT.invalidRequest })
    .transform((value, ctx) => {
      const list = parseModelQueries(value);
      if (requiredMessage && list.length === 0) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const tooLong = list.find((query) => query.length > MODEL_QUERY_MAX_LENGTH);
      if (tooLong || list.length > MODEL_QUERIES_MAX) {
        ctx.addIssue({
          code: 'custom',
          message: TEXT.textTooLong.replace('{max}', String(MODEL_QUERY_MAX_LENGTH)),
        });
        return z.NEVER;
      }
      return list;
    });
}
