import { randomBytes, randomInt } from 'node:crypto';
import type { AppContext } from '../../src/app-context';
import { createCoupon } from '../../src/commands/coupons/coupon.commands';
import { stableId } from '../../src/commands/payments/charge-card';
import { grantCredits } from '../../src/commands/credits/credits.commands';
import { seedOffers } from '../../src/commands/offers/offer.commands';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import type { HttpClient } from '../harness/http-client';
import type { TestApp } from '../harness/test-app';

/** A booking app with `bayCount` bays and the seeded offers; `date` is the venue day `dayOffset` days ahead. */
export async function startPaymentApp(
  bayCount: number,
  dayOffset: number,
  env: Record<string, string> = {},
): Promise<{ t: BookingTestApp; bays: string[]; date: string }> {
  const t = await startBookingApp(env);
  try {
    const bays = await setUpVenue(t.app.ctx, bayCount);
    await seedOffers(t.app.ctx);
    return { t, bays, date: t.day(dayOffset) };
  } catch (error) {
    await t.app.close();
    throw error;
  }
}

export const APPROVED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** A card token from the local card twin, as the card form would get one. */
export async function cardToken(client: HttpClient, cardNumber = APPROVED_CARD): Promise<string> {
  const res = await client.post('/api/dev/card-tokens', {
    cardNumber,
    expiryMonth: 12,
    expiryYear: '39',
    cvv: '123',
    cardholderName: 'PAT GOLFER',
  });
  if (res.status !== 201) throw new Error(`card-tokens answered ${res.status}: ${res.text}`);
  return res.body.token;
}

export async function giveCredits(
  app: TestApp,
  userId: string,
  amount: number,
  bucket: 'general' | 'membership' | 'loyalty' = 'general',
) {
  const result = await grantCredits(app.ctx, {
    userId,
    bucket,
    amount,
    reason: 'test grant',
    operationId: `test-${randomInt(1e9)}`,
  });
  await app.ctx.projections.waitFor(result.position, ['credits']);
}

export async function twinCharges(app: TestApp) {
  return app.ctx.knex('card_twin_charges').orderBy('created_at');
}

export async function twinRefunds(app: TestApp) {
  return app.ctx.knex('card_twin_refunds').orderBy('created_at');
}

/** A client sending from its own address (per-IP limits do not add up across tests). */
export function fromIp(): Record<string, string> {
  return { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

/** A 10%-off booking coupon (terms overridable), projected before it is returned. */
export async function newCoupon(ctx: AppContext, terms: Record<string, unknown> = {}) {
  const code = `SAVE${randomBytes(3).toString('hex').toUpperCase()}`;
  const couponId = stableId('coupon', code);
  const r = await createCoupon(ctx, {
    couponId,
    code,
    name: '10% off',
    description: null,
    discountType: 'percentage',
    discountValue: 10,
    creditsGranted: 0,
    expiresAt: null,
    maxUses: null,
    maxUsesPerUser: 1,
    minimumOrderCents: 0,
    context: 'booking',
    ...terms,
  });
  await ctx.projections.waitFor(r.position, ['coupons']);
  return { code, couponId };
}

/** A gift card order line for Sam from Pat, picked up at the venue. */
export const giftCardLine = (amount: number) => ({
  type: 'gift-card',
  amount,
  recipientName: 'Sam',
  senderName: 'Pat',
  deliveryMethod: 'pickup',
});
