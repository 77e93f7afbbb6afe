/** Money arrives as decimal strings ("35.00") or numbers; the UI shows "$35.00". */
export function toCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/** "35.00" for 3500: the decimal string the API uses. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${centsToDecimal(Math.abs(cents))}`;
}

export function formatMoney(value: string | number | null | undefined): string {
  return formatCents(toCents(value));
}
