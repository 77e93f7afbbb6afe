import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Money is integer minor units ("cents") inside the system and decimal strings ("35.00") where the
 * spec shows amounts. Each venue has a currency (ISO 4217) and a locale: amounts are formatted for
 * people with `Intl.NumberFormat` ("$35.00", "£35.00", "35,00 €"), and the decimal strings carry as
 * many decimals as the currency has minor digits (2 for USD and GBP, 0 for JPY).
 */
export type Cents = number;

export interface MoneyFormat {
  /** ISO 4217 code, upper case ("USD"). */
  readonly currency: string;
  /** BCP 47 locale used for display ("en-US", "en-GB"). */
  readonly locale: string;
  /** Minor digits of the currency: 2 for USD, 0 for JPY, 3 for KWD. */
  readonly digits: number;
  /** "$35.00" for 3500 cents. */
  format(cents: Cents): string;
}

/**
 * True when `code` is an ISO 4217 currency with two minor digits (USD, GBP, EUR, CAD, AUD, ...) this
 * runtime can format. Amounts are stored in hundredths everywhere (cents, pence), so currencies with 0 or
 * 3 minor digits (JPY, KWD) are not accepted.
 */
export function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code)) return false;
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits === 2
  );
}

/** True when `locale` is a BCP 47 locale tag the runtime accepts. */
export function isLocale(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1;
  } catch {
    return false;
  }
}

/** The format of one currency in one locale (build it once: the app context holds the venue's). */
export function moneyFormat(currency: string, locale = 'en-US'): MoneyFormat {
  const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = intl.resolvedOptions().maximumFractionDigits ?? 2;
  const scale = 10 ** digits;
  return { currency, locale, digits, format: (cents) => intl.format(Math.round(cents) / scale) };
}

export const USD = moneyFormat('USD', 'en-US');

const scope = new AsyncLocalStorage<MoneyFormat>();

/**
 * Runs `fn` with `format` as the current venue's money: every request of a venue's app and every job of
 * its bus run in its scope (a multi-venue process holds venues of different currencies).
 */
export function withMoneyFormat<T>(format: MoneyFormat, fn: () => T): T {
  return scope.run(format, fn);
}

/** The money format of the venue the current request or job belongs to (USD outside any venue's scope). */
export function currentMoneyFormat(): MoneyFormat {
  return scope.getStore() ?? USD;
}

/** The current venue's currency code ("USD"). */
export function currentCurrency(): string {
  return currentMoneyFormat().currency;
}

/** "$35.00" (or "£35.00", "¥3,500") for an amount in minor units, in the current venue's currency. */
export function formatMoney(cents: Cents, format: MoneyFormat = currentMoneyFormat()): string {
  return format.format(cents);
}

/** "35.00" for 3500: the decimal string the API uses, with the currency's minor digits. */
export function toDecimalString(cents: Cents, digits = currentMoneyFormat().digits): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

/** Parses "35", "35.5", "35.00" or a number of major units into minor units; throws on anything else. */
export function parseDollars(value: string | number, digits = currentMoneyFormat().digits): Cents {
  const text = typeof value === 'number' ? value.toFixed(digits) : value.trim();
  const decimals = digits > 0 ? `(?:\\.(\\d{1,${digits}}))?` : '';
  const match = new RegExp(`^(-)?(\\d+)${decimals}$`).exec(text);
  if (!match) throw new RangeError(`Not an amount of money: ${value}`);
  const cents = Number(match[2]) * 10 ** digits + Number((match[3] ?? '').padEnd(digits, '0') || '0');
  return match[1] ? -cents : cents;
}

/** "$35.00" for the API's decimal string "35.00" (or a number of major units). */
export function formatAmount(decimal: string | number, format: MoneyFormat = currentMoneyFormat()): string {
  return format.format(parseDollars(decimal, format.digits));
}
