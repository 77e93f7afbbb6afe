import { currencySymbol, formatCents, formatMoney, formatWhole, setVenueMoney, toCents, venueCurrency } from './money';

describe("amounts in the venue's currency", () => {
  afterEach(() => {
    setVenueMoney('USD', 'en-US');
  });

  it('writes dollars until the venue says otherwise', () => {
    expect(formatMoney('35.00')).toBe('$35.00');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatWhole('25.00')).toBe('$25');
    expect(currencySymbol()).toBe('$');
  });

  it("writes a London venue's pounds and a Berlin venue's euros in their locales", () => {
    expect(setVenueMoney('GBP', 'en-GB')).toBe(true);
    expect(setVenueMoney('GBP', 'en-GB')).toBe(false);
    expect(venueCurrency()).toBe('GBP');
    expect(formatMoney('1234.5')).toBe('£1,234.50');
    expect(currencySymbol()).toBe('£');
    expect(toCents('18.00')).toBe(1800);
    setVenueMoney('EUR', 'de-DE');
    expect(formatMoney('35.00')).toBe('35,00\u00a0€');
  });

  it('keeps the format it has when the venue answers nonsense', () => {
    expect(setVenueMoney('NOT A CURRENCY', 'en-GB')).toBe(false);
    expect(formatMoney('35.00')).toBe('$35.00');
  });
});
