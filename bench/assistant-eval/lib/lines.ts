/* Order lines by the products' original ids, and reply texts, compared as the judge needs them. */
import { foldText } from '@mostrador/core';
import type { ExpectedItem } from './data';
import type { EvalStore } from './eval-store';

export interface Line {
  original: string;
  amount: number;
}

const AMOUNT_TOLERANCE = 0.001;

/** Folded, with spaces of any kind (a no-break space in a price) as one plain space. */
export const squash = (text: string) => foldText(text).replace(/\s+/g, ' ').trim();

/** Folded words only: a product name is found in a text as whole words ('sal' is not in 'salsa'). */
export const words = (text: string) =>
  ` ${foldText(text)
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()} `;

/** The order's lines by original id; a free-text line (no product) keeps its text. */
export function linesOf(
  store: EvalStore,
  items: { product_id: number | null; name: string; amount: number }[],
): Line[] {
  return items.map((item) => ({
    original:
      item.product_id === null
        ? `texto:"${item.name}"`
        : (store.originalOf.get(item.product_id) ?? `id:${item.product_id}`),
    amount: item.amount,
  }));
}

export const expectedLines = (items: ExpectedItem[]): Line[] =>
  items.map((item) => ({ original: item.product, amount: item.amount }));

const byOriginal = (a: Line, b: Line) => a.original.localeCompare(b.original) || a.amount - b.amount;

/** Exactly the same lines (the same products, each amount within 0.001), in any order. */
export function sameLines(got: Line[], want: Line[]): boolean {
  if (got.length !== want.length) return false;
  const sortedWant = [...want].sort(byOriginal);
  return [...got].sort(byOriginal).every((line, i) => {
    const other = sortedWant[i]!;
    return line.original === other.original && Math.abs(line.amount - other.amount) <= AMOUNT_TOLERANCE;
  });
}

export function describeLines(store: EvalStore, lines: Line[]): string {
  if (lines.length === 0) return '(vacío)';
  return lines
    .map((line) => {
      const name = store.byOriginalId.get(line.original)?.name;
      return `${line.amount} x ${line.original}${name ? ` «${name}»` : ''}`;
    })
    .join('; ');
}
