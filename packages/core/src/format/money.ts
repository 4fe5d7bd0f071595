const formatter = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money in the German locale with exactly two decimals and the store's sign: '$ 1.234,50'. */
export function formatMoney(amount: number, currency = '$'): string {
  return `${currency} ${formatter.format(amount)}`;
}

/** Round to cents; all money math goes through whole cents to avoid float drift. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
