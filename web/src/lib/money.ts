/**
 * Money arrives as decimal strings ("35.00") or numbers in the venue's currency; the UI writes it with
 * `Intl.NumberFormat` in the venue's currency and locale ("$35.00", "£35.00"). The venue's format comes
 * from GET /api/venue (see VenueMoney in app.tsx); until it answers, USD in en-US.
 */
interface VenueMoneyFormat {
  currency: string;
  locale: string;
  digits: number;
  intl: Intl.NumberFormat;
}

function makeFormat(currency: string, locale: string): VenueMoneyFormat {
  const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return { currency, locale, digits: intl.resolvedOptions().maximumFractionDigits ?? 2, intl };
}

const venue: { format: VenueMoneyFormat } = { format: makeFormat('USD', 'en-US') };

/** Sets the venue's currency and locale (the app does it when GET /api/venue answers); false when unchanged. */
export function setVenueMoney(currency: string, locale: string): boolean {
  if (venue.format.currency === currency && venue.format.locale === locale) return false;
  try {
    venue.format = makeFormat(currency, locale);
    return true;
  } catch {
    return false;
  }
}

/** The venue's currency code ("USD"). */
export function venueCurrency(): string {
  return venue.format.currency;
}

/** "$", "£", "€": the venue currency's symbol, for labels such as "Amount (£)". */
export function currencySymbol(): string {
  return venue.format.intl.formatToParts(0).find((p) => p.type === 'currency')?.value ?? venue.format.currency;
}

/** Amounts as the API sends them ("35.00" or 35) in minor units (cents). */
export function toCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n * 10 ** venue.format.digits) : 0;
}

/** "35.00" for 3500: the decimal string the API uses. */
export function centsToDecimal(cents: number): string {
  return (cents / 10 ** venue.format.digits).toFixed(venue.format.digits);
}

/** "$35.00" for 3500 cents, "-$5.00" for -500. */
export function formatCents(cents: number): string {
  return venue.format.intl.format(cents / 10 ** venue.format.digits);
}

/** "$35.00" for the API's "35.00". */
export function formatMoney(value: string | number | null | undefined): string {
  return formatCents(toCents(value));
}

/** "$25" for "25.00": whole units, as plan cards show monthly prices. */
export function formatWhole(value: string | number | null | undefined): string {
  const n = Math.round(Number(value ?? 0));
  return new Intl.NumberFormat(venue.format.locale, {
    style: 'currency',
    currency: venue.format.currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Number.isFinite(n) ? n : 0);
}
