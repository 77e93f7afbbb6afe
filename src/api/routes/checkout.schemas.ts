import { z } from 'zod';
import type { CheckoutInput } from '../../commands/checkout/run-checkout.command';
import { ForbiddenError } from '../../lib/errors';
import type { SessionUser } from '../auth';

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
  membershipId: z.unknown().optional(),
  membershipSignup: z.unknown().optional(),
  finalAmount: z.unknown().optional(),
  customerFirstName: text,
  customerLastName: text,
  customerPhone: text,
  customerEmail: text,
  cardholderName: text,
});
export type BookingData = z.output<typeof bookingDataSchema>;

/** The checkout request for the signed-in user (an admin may book for someone else). */
export function checkoutRequestFrom(
  user: SessionUser,
  data: BookingData,
): Omit<CheckoutInput, 'sourceId' | 'processor' | 'clientAmountCents' | 'idempotencyKey'> {
  const claimed = data.userId == null || data.userId === '' ? null : String(data.userId);
  if (claimed && claimed !== user.id && !user.isAdmin)
    throw new ForbiddenError('You can only make bookings for your own account.', 'BOOKING.FORBIDDEN');
  const startTime = data.startTime ?? data.time;
  return {
    userId: claimed ?? user.id,
    bayId: data.bayId,
    date: data.date,
    startTime: startTime ?? '',
    duration: data.duration,
    creditsUsed: data.creditsUsed,
    addCreditOffer: data.addCreditOffer,
    couponId: data.couponId ?? data.appliedCoupon?.id ?? null,
    couponCode: data.couponId || data.appliedCoupon?.id ? null : (data.couponCode ?? data.appliedCoupon?.code ?? null),
    giftCardCode: data.giftCardCode ?? data.appliedGiftCard?.code ?? null,
    customer: {
      firstName: data.customerFirstName || null,
      lastName: data.customerLastName || null,
      email: data.customerEmail || null,
      phoneNumber: data.customerPhone || null,
    },
  };
}

export const centsSchema = z.coerce
  .number({ error: 'Amount must be a whole number of cents' })
  .int('Amount must be a whole number of cents')
  .min(0, 'Amount must be a whole number of cents');
