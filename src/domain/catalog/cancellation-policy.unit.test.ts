import { DEFAULT_CANCELLATION_POLICY, refundFor } from './cancellation-policy';

describe('the cancellation policy', () => {
  it('refunds everything 24 hours or more before the start', () => {
    expect(refundFor(DEFAULT_CANCELLATION_POLICY, 7000, 24)).toMatchObject({
      refundPercentage: 100,
      refundAmountCents: 7000,
    });
    expect(refundFor(DEFAULT_CANCELLATION_POLICY, 7000, 100).refundReason).toMatch(/^Full refund/);
  });

  it('refunds half from 2 hours up to 24 hours before', () => {
    expect(refundFor(DEFAULT_CANCELLATION_POLICY, 7000, 23.99)).toMatchObject({
      refundPercentage: 50,
      refundAmountCents: 3500,
    });
    expect(refundFor(DEFAULT_CANCELLATION_POLICY, 7001, 2)).toMatchObject({
      refundPercentage: 50,
      refundAmountCents: 3501,
    });
  });

  it('refunds nothing later than 2 hours before', () => {
    const late = refundFor(DEFAULT_CANCELLATION_POLICY, 7000, 1.99);
    expect(late).toMatchObject({ refundPercentage: 0, refundAmountCents: 0 });
    expect(late.refundReason).toBe('No refund: cancelled less than 2 hours before the start time');
  });

  it('follows a venue-defined policy', () => {
    const policy = { tiers: [{ minHoursBefore: 48, refundPercentage: 80 }] };
    expect(refundFor(policy, 10000, 50)).toMatchObject({ refundPercentage: 80, refundAmountCents: 8000 });
    expect(refundFor(policy, 10000, 47).refundAmountCents).toBe(0);
  });
});
