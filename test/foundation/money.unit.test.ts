import {
  currentCurrency,
  formatAmount,
  formatMoney,
  isCurrency,
  isLocale,
  moneyFormat,
  parseDollars,
  toDecimalString,
  withMoneyFormat,
} from '../../src/lib/money';
import { parseConfig } from '../../src/config/env';
import { venuesProblem } from '../../src/config/venues';

describe("money in the venue's currency", () => {
  it('writes dollars as before outside any venue, with grouping from the locale', () => {
    expect(formatMoney(3500)).toBe('$35.00');
    expect(formatMoney(-500)).toBe('-$5.00');
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(toDecimalString(3505)).toBe('35.05');
    expect(parseDollars('35.5')).toBe(3550);
    expect(() => parseDollars('35.505')).toThrow(RangeError);
    expect(currentCurrency()).toBe('USD');
  });

  it("writes each venue's currency in its locale inside that venue's scope", async () => {
    const gbp = moneyFormat('GBP', 'en-GB');
    const eur = moneyFormat('EUR', 'de-DE');
    expect(withMoneyFormat(gbp, () => formatMoney(123450))).toBe('£1,234.50');
    // The scope follows awaits: a request's later steps keep its venue's currency.
    const later = await withMoneyFormat(eur, async () => {
      await new Promise((r) => setTimeout(r, 1));
      return [formatAmount('35.00'), currentCurrency()];
    });
    expect(later).toEqual(['35,00\u00a0€', 'EUR']);
    expect(formatMoney(3500)).toBe('$35.00');
  });

  it('accepts ISO 4217 currencies with cents and refuses the rest at start', () => {
    expect(isCurrency('GBP')).toBe(true);
    expect(isCurrency('usd')).toBe(false);
    expect(isCurrency('JPY')).toBe(false);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isLocale('en-GB')).toBe(true);
    expect(isLocale('not a locale')).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'postgres://x/y', VENUE_CURRENCY: 'gbp' }).VENUE_CURRENCY).toBe('GBP');
    expect(() => parseConfig({ DATABASE_URL: 'postgres://x/y', VENUE_CURRENCY: 'JPY' })).toThrow(/VENUE_CURRENCY/);
    expect(
      venuesProblem(JSON.stringify([{ id: 'ldn', name: 'L', timeZone: 'Europe/London', currency: 'ZZZ' }])),
    ).toMatch(/currency/);
  });
});
