import type { DayHours } from './business-hours';
import { applyAdjustment, buildQuote, hourlyRate, isPeak, priceLines, withHourlyAdjustments } from './pricing';

const hours: DayHours = {
  dayOfWeek: 5,
  openTime: '09:00:00',
  closeTime: '23:00:00',
  bookingIntervalMinutes: 30,
  peakStartTime: '17:00:00',
  peakEndTime: '21:00:00',
  baseHourlyRateCents: 3500,
  peakHourlyRateCents: 5000,
};
const noBayRates = { hourlyRateCents: null, peakHourlyRateCents: null };

describe('pricing a booking', () => {
  it('prices a booking across the peak start hour by hour', () => {
    const lines = priceLines(hours, noBayRates, 16 * 60, 3 * 60);
    expect(lines.map((l) => [l.startTime, l.peak, l.amountCents])).toEqual([
      ['16:00:00', false, 3500],
      ['17:00:00', true, 5000],
      ['18:00:00', true, 5000],
    ]);
  });

  it('prices a booking across the peak end, and a closing half hour at half its rate', () => {
    const lines = priceLines(hours, noBayRates, 20 * 60, 2.5 * 60);
    expect(lines.map((l) => [l.startTime, l.endTime, l.hours, l.amountCents])).toEqual([
      ['20:00:00', '21:00:00', 1, 5000],
      ['21:00:00', '22:00:00', 1, 3500],
      ['22:00:00', '22:30:00', 0.5, 1750],
    ]);
    expect(
      buildQuote({ bayId: 'b', date: '2026-12-04', startTime: '20:00:00', endTime: '22:30:00', duration: 2.5 }, lines)
        .subtotalCents,
    ).toBe(10250);
  });

  it('takes an hour that starts on the half hour before peak at the off-peak rate', () => {
    const lines = priceLines(hours, noBayRates, 16 * 60 + 30, 2 * 60);
    expect(lines.map((l) => l.rateCents)).toEqual([3500, 5000]);
  });

  it("takes a bay's own rates over the day's, peak and off-peak", () => {
    const bay6 = { hourlyRateCents: 5500, peakHourlyRateCents: 6500 };
    expect(priceLines(hours, bay6, 16 * 60, 2 * 60).map((l) => [l.peak, l.rateCents])).toEqual([
      [false, 5500],
      [true, 6500],
    ]);
    // A bay with only its own hourly rate keeps it in peak hours too.
    expect(hourlyRate(hours, { hourlyRateCents: 5500, peakHourlyRateCents: null }, true)).toBe(5500);
    // A bay without its own rates takes the day's.
    expect(hourlyRate(hours, noBayRates, true)).toBe(5000);
  });

  it("falls back to the bay's rates, then to 35.00", () => {
    const bare = { ...hours, baseHourlyRateCents: null, peakHourlyRateCents: null };
    expect(hourlyRate(bare, { hourlyRateCents: 4000, peakHourlyRateCents: 6000 }, true)).toBe(6000);
    expect(hourlyRate(bare, { hourlyRateCents: 4000, peakHourlyRateCents: null }, true)).toBe(4000);
    expect(hourlyRate(bare, noBayRates, false)).toBe(3500);
    expect(hourlyRate(null, noBayRates, true)).toBe(3500);
  });

  it('handles a peak window that runs past midnight', () => {
    const late = { ...hours, peakStartTime: '22:00:00', peakEndTime: '01:00:00' };
    expect(isPeak(late, 23 * 60)).toBe(true);
    expect(isPeak(late, 24 * 60 + 30)).toBe(true);
    expect(isPeak(late, 25 * 60)).toBe(false);
    expect(isPeak(late, 21 * 60)).toBe(false);
  });

  it('never lets adjustments push the total below zero', () => {
    const quote = buildQuote(
      { bayId: 'b', date: '2026-12-04', startTime: '10:00:00', endTime: '11:00:00', duration: 1 },
      priceLines(hours, noBayRates, 600, 60),
    );
    const discounted = applyAdjustment(quote, { kind: 'coupon', label: 'Big coupon', amountCents: -10_000 });
    expect(discounted.totalCents).toBe(0);
    expect(discounted.subtotalCents).toBe(3500);
  });

  it("gives each hour the buyer's own price (rate less the discount per hour, never below zero)", () => {
    const saturday = { ...hours, peakHourlyRateCents: 4500 };
    const quote = buildQuote(
      { bayId: 'b', date: '2026-12-05', startTime: '16:00:00', endTime: '18:30:00', duration: 2.5 },
      priceLines(saturday, noBayRates, 16 * 60, 2.5 * 60),
    );
    const member = withHourlyAdjustments(quote, [
      { kind: 'member_discount', label: 'Member price', perHourCents: -1000 },
    ]);
    expect(member.lines.map((l) => [l.startTime, l.amountCents, l.priceCents])).toEqual([
      ['16:00:00', 3500, 2500],
      ['17:00:00', 4500, 3500],
      ['18:00:00', 2250, 1750],
    ]);
    expect(member.adjustments).toEqual([{ kind: 'member_discount', label: 'Member price', amountCents: -2500 }]);
    expect(member.totalCents).toBe(7750);
    const free = withHourlyAdjustments(quote, [{ kind: 'big', label: 'Big', perHourCents: -4000 }]);
    expect(free.lines.map((l) => l.priceCents)).toEqual([0, 500, 250]);
    expect(free.totalCents).toBe(750);
  });
});
