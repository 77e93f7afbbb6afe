import { z } from 'zod';
import type { Buyer } from '../../../commands/checkout/order-line-type';
import type { OrderInput } from '../../../commands/checkout/price-order';

const text = z.string().trim().max(200).nullish();

/** bookingData / booking_data as the payment dialog sends it (spec section 7); amounts are ignored. */
export const bookingDataSchema = z.object({
  userId: z.union([z.string(), z.number()]).nullish(),
  date: z.string({ error: 'Please choose a valid date (YYYY-MM-DD).' }),
  time: z.string().optional(),
  startTime: z.string().optional(),
  duration: z.coerce.number({ error: 'Duration must be between 1 and 6 hours, in half-hour steps.' }),
  bayId: z.union([z.string(), z.number()], { error: 'Please choose a bay.' }).transform(String),
  creditsUsed: z.coerce.number().min(0).default(0),
  addCreditOffer: z.boolean().default(false),
  couponId: z.string().nullish(),
  couponCode: z.string().nullish(),
  appliedCoupon: z.object({ id: z.string().optional(), code: z.string().optional() }).passthrough().nullish(),
  giftCardCode: z.string().nullish(),
  appliedGiftCard: z.object({ code: z.string() }).passthrough().nullish(),
  /** With membershipSignup, the plan bought with the booking (the booking gets its member price). */
  membershipId: z.union([z.string(), z.number()]).transform(String).nullish(),
  membershipSignup: z.boolean().nullish(),
  finalAmount: z.unknown().optional(),
  customerFirstName: text,
  customerLastName: text,
  customerPhone: text,
  customerEmail: text,
  cardholderName: text,
});
export type BookingData = z.output<typeof bookingDataSchema>;

/** What a booking payment route sells: the booking, maybe the credit offer, and the sources it uses. */
export function orderFromBookingData(data: BookingData): { input: OrderInput; facts: Partial<Buyer['customer']> } {
  const startTime = data.startTime ?? data.time ?? '';
  const lines: OrderInput['lines'] = [
    { type: 'booking', bayId: data.bayId, date: data.date, startTime, duration: data.duration },
  ];
  if (data.addCreditOffer) lines.push({ type: 'credit-offer' });
  if (data.membershipSignup && data.membershipId) lines.push({ type: 'membership', planId: data.membershipId });
  const couponId = data.couponId ?? data.appliedCoupon?.id ?? null;
  return {
    input: {
      lines,
      creditsUsed: data.creditsUsed,
      couponId,
      couponCode: couponId ? null : (data.couponCode ?? data.appliedCoupon?.code ?? null),
      giftCardCode: data.giftCardCode ?? data.appliedGiftCard?.code ?? null,
    },
    facts: {
      firstName: data.customerFirstName || null,
      lastName: data.customerLastName || null,
      email: data.customerEmail || null,
      phoneNumber: data.customerPhone || null,
    },
  };
}

/** The booking data's claimed user id, as text (a number from older clients), or null. */
export const claimedUserOf = (data: BookingData) =>
  data.userId == null || data.userId === '' ? null : String(data.userId);

export const centsSchema = z.coerce
  .number({ error: 'Amount must be a whole number of cents' })
  .int('Amount must be a whole number of cents')
  .min(0, 'Amount must be a whole number of cents');
