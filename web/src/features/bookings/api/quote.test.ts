import { normalizeBookingQuote, normalizeCheckoutQuote } from './quote';

describe('server quotes as the summary shows them', () => {
  it('reads the public booking quote: hourly lines, subtotal and total in decimal strings', () => {
    const q = normalizeBookingQuote({
      lines: [
        { startTime: '16:00:00', endTime: '17:00:00', hours: 1, peak: false, rate: '35.00', amount: '35.00' },
        { startTime: '17:00:00', endTime: '18:00:00', hours: 1, peak: true, rate: '45.00', amount: '45.00' },
      ],
      subtotal: '80.00',
      adjustments: [],
      total: '80.00',
      totalCents: 8000,
    });
    expect(q.lines).toEqual([
      { label: '4:00 PM – 5:00 PM', amount: '35.00' },
      { label: '5:00 PM – 6:00 PM · peak', amount: '45.00' },
    ]);
    expect(q).toMatchObject({
      subtotal: '80.00',
      total: '80.00',
      totalCents: 8000,
      creditsUsed: 0,
      discounts: [],
      extras: [],
    });
  });

  it('reads the checkout quote: cents inside, credits and coupon as discounts, the offer as an extra, the gift card off the amount due', () => {
    const q = normalizeCheckoutQuote({
      quote: {
        lines: [{ startTime: '10:00:00', endTime: '12:00:00', hours: 2, peak: false, amountCents: 7000 }],
        adjustments: [
          { kind: 'credits', label: 'Credits (1)', amountCents: -3500 },
          { kind: 'coupon', label: 'Coupon SWING20', amountCents: -700 },
        ],
      },
      subtotal: '70.00',
      creditsUsed: 1,
      creditOffer: '18.00',
      giftCardAmount: '10.00',
      amountDue: '37.80',
      amountDueCents: 3780,
    });
    expect(q.lines).toEqual([{ label: '10:00 AM – 12:00 PM', amount: '70.00' }]);
    expect(q.discounts).toEqual([
      { label: 'Credits (1)', amount: '35.00' },
      { label: 'Coupon SWING20', amount: '7.00' },
      { label: 'Gift card', amount: '10.00' },
    ]);
    expect(q.extras).toEqual([{ label: 'Credit offer (added to your account)', amount: '18.00' }]);
    expect(q).toMatchObject({ creditsUsed: 1, total: '37.80', totalCents: 3780 });
  });
});
