import { z } from 'zod';
import { pageOf } from '../lists';
import { quotedCoupon } from './orders';

/**
 * What the booking payment routes of spec section 7 (POST /api/payments, /api/square/process-payment,
 * /api/stripe/process-payment) and the checkout quote answer, and the admin's payment list.
 */
const money = z.string();

/** A booking payment route's answer: the booking (as GET /api/bookings/details/{id} shows it) and the charge. */
export const bookingPaymentAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  bookingId: z.string(),
  orderId: z.string(),
  booking: z.looseObject({ id: z.string(), status: z.string(), paymentStatus: z.string() }).nullable(),
  paymentId: z.string().nullable(),
  payment: z.object({ id: z.string(), status: z.literal('COMPLETED'), processor: z.string().nullable() }).nullable(),
  amountCharged: money,
  remainingCredits: z.number(),
});

/** POST /api/checkout/quote: the booking's price, what pays it and what is left for the card. */
export const checkoutQuote = z.object({
  quote: z.looseObject({ subtotalCents: z.number().int(), totalCents: z.number().int() }),
  subtotal: money,
  creditsUsed: z.number(),
  maxCredits: z.number(),
  creditsValue: money,
  couponDiscount: money,
  coupon: quotedCoupon.nullable(),
  bookingTotal: money,
  creditOffer: money.nullable(),
  membership: z.object({ label: z.string(), amount: money }).nullable(),
  giftCardAmount: money,
  amountDue: money,
  amountDueCents: z.number().int(),
});

/** POST /api/create-payment-intent */
export const paymentIntentAnswer = z.object({ clientSecret: z.string(), amount: z.number().int() });

/** One card payment as the admin's payment list shows it. */
export const paymentView = z.object({
  bookingId: z.string(),
  userId: z.string().nullable(),
  processor: z.string().nullable(),
  paymentId: z.string().nullable(),
  cardAmount: money,
  giftCardAmount: money,
  giftCardCode: z.string().nullable(),
  creditsUsed: z.number(),
  couponCode: z.string().nullable(),
  couponDiscount: money,
  status: z.string(),
  failureMessage: z.string().nullable(),
  refunded: money,
  refundStatus: z.string().nullable(),
  refundError: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentView = z.infer<typeof paymentView>;
export const paymentsPage = pageOf(paymentView);
