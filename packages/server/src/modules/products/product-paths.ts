import { AppError, MAX_PAGE_SIZE, PRODUCT_TEXT, type ProductFilters } from '@mostrador/core';

/**
 * The two legacy path forms of spec section 7, given this meaning (docs/productos-api.md):
 *   /store/products/{page}&{page_size}                                  a page of any size up to 100
 *   /store/products/byfield/{name}&{kind}&{brand}&{original_id}&{tag}&{page}   the filter bar in the path
 * Segments are split on the raw '&' before decoding, so a value may carry an encoded %26.
 */

function positiveInt(text: string, max: number): number | undefined {
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}

/** The path after `prefix` in the raw, still-encoded request url (query string removed). */
function rawTail(url: string, prefix: string): string | undefined {
  const path = url.split('?', 1)[0]!;
  const at = path.indexOf(prefix);
  return at < 0 ? undefined : path.slice(at + prefix.length);
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

export function parsePageRange(url: string): { page: number; pageSize: number } {
  const tail = rawTail(url, '/store/products/') ?? '';
  const match = /^(\d+)&(\d+)$/.exec(tail);
  const page = match && positiveInt(match[1]!, 1_000_000);
  const pageSize = match && positiveInt(match[2]!, MAX_PAGE_SIZE);
  if (!page || !pageSize) throw new AppError('bad_request', PRODUCT_TEXT.badRange);
  return { page, pageSize };
}

export function parseByField(url: string): { filters: ProductFilters; page: number } {
  const segments = (rawTail(url, '/store/products/byfield/') ?? '').split('&').map(decode);
  if (segments.length !== 6 || segments.some((segment) => segment === undefined || segment.length > 200)) {
    throw new AppError('bad_request', PRODUCT_TEXT.badByField);
  }
  const [name, kind, brand, original_id, tag, pageText] = segments as string[];
  const page = pageText!.trim() === '' ? 1 : positiveInt(pageText!.trim(), 1_000_000);
  if (!page) throw new AppError('bad_request', PRODUCT_TEXT.badByField);
  return { filters: { name, kind, brand, original_id, tag }, page };
}
