import { Router, type Request } from 'express';
import { listParams } from '../../../contracts/lists';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { fulfilledOf, type OrderOutcome } from '../../../commands/checkout/order-outcome';
import { quotedCouponOf } from '../../../commands/checkout/order-dto';
import { quoteOrder, quoteWithMaxCredits } from '../../../commands/checkout/quote-order';
import { payOrder, type PayOrderInput } from '../../../commands/checkout/run-order.command';
import { createPaymentIntent, markPaymentIntentSucceeded, paymentIntentFor } from '../../../commands/payments';
import { luhnValid } from '../../../integrations/card-twin/test-cards';
import { ConflictError, ValidationError } from '../../../lib/errors';
import { formatMoney, toDecimalString } from '../../../lib/money';
import { bookingDeskOf } from '../../../commands/checkout/booking-desk';
import { listPayments } from '../../../projections/checkout/payments.projection';
import { requireAdmin, requireAuth } from '../../auth';
import { buyerOf } from '../../buyer';
import { parse } from '../../validation';
import { cardFieldsSchema } from '../../../contracts/payments';
import {
  bookingDataSchema,
  centsSchema,
  claimedUserOf,
  orderFromBookingData,
  type BookingData,
} from './checkout.schemas';
import { validated } from '../../route-input';

const sourceId = z
  .string({ error: 'Payment information is required' })
  .trim()
  .min(1, 'Payment information is required')
  .max(500);

export const squareSchema = z.object({
  sourceId,
  amount: centsSchema,
  /** The venue's currency (VENUE_CURRENCY); checked against it in the route. Unset: the venue's. */
  currency: z.string({ error: 'Currency must be a currency code such as USD' }).trim().toUpperCase().optional(),
  storeCard: z.boolean().optional(),
  bookingData: bookingDataSchema,
});
export const intentSchema = z.object({ amount: centsSchema, booking_data: bookingDataSchema });
export const stripeSchema = z.object({
  clientSecret: z
    .string({ error: 'Payment session expired. Please try again.' })
    .min(1, 'Payment session expired. Please try again.'),
  cardData: z.object({ paymentMethodId: z.string().optional() }).passthrough().nullish(),
  storeCard: z.boolean().optional(),
  bookingData: bookingDataSchema.optional(),
});
export const paymentsSchema = z.object({
  amount: centsSchema,
  sourceId,
  description: z.string().max(500).optional(),
  metadata: z.object({
    bookingDate: z.string(),
    bookingTime: z.string(),
    duration: z.coerce.number(),
    bayId: z.union([z.string(), z.number()]).transform(String),
  }),
});
export const quoteSchema = bookingDataSchema.extend({
  amount: centsSchema.optional(),
  /** Put as many credits on the booking as the customer can (the server decides how many). */
  useMaxCredits: z.boolean().optional(),
});

/** A booking payment route's answer (spec section 7), from the paid order that sold the booking. */
export async function answer(ctx: AppContext, outcome: OrderOutcome) {
  const bookingId = fulfilledOf(outcome, 'booking') ?? outcome.orderId;
  return {
    success: true,
    message: 'Your booking has been confirmed!',
    bookingId,
    orderId: outcome.orderId,
    booking: await bookingDeskOf(ctx).booking(ctx, bookingId),
    paymentId: outcome.paymentId,
    payment: outcome.paymentId ? { id: outcome.paymentId, status: 'COMPLETED', processor: outcome.processor } : null,
    amountCharged: toDecimalString(outcome.amountChargedCents),
    remainingCredits: outcome.remainingCredits,
  };
}

const idempotencyHeader = (req: Request) =>
  typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'].slice(0, 200) : null;

/** The order a booking payment route sells, for the signed-in buyer (an admin may book for someone). */
function bookingOrder(req: Request, data: BookingData) {
  const { input, facts } = orderFromBookingData(data);
  return { input, buyer: buyerOf(req, facts, claimedUserOf(data)) };
}

export const paymentsListQuery = listParams.extend({
  status: z.enum(['started', 'completed', 'failed']).optional(),
  refundStatus: z.enum(['completed', 'failed']).optional(),
});

export function checkoutRoutes(ctx: AppContext): Router {
  const router = Router();
  const services = ctx.payments;

  const checkout = async (
    req: Request,
    data: BookingData,
    payment: Omit<PayOrderInput, keyof ReturnType<typeof orderFromBookingData>['input']>,
    defaultKey?: string,
  ) => {
    const { input, buyer } = bookingOrder(req, data);
    const outcome = await payOrder(
      ctx,
      { ...input, ...payment, idempotencyKey: idempotencyHeader(req) ?? defaultKey ?? null },
      buyer,
    );
    return { status: outcome.replayed ? 200 : 201, body: await answer(ctx, outcome) };
  };

  router.get(
    '/admin/payments',
    requireAdmin,
    validated({ query: paymentsListQuery }, async (req, res, valid) => {
      res.json(await listPayments(ctx.knex, valid.query));
    }),
  );

  router.post(
    '/checkout/quote',
    requireAuth,
    validated({ body: quoteSchema }, async (req, res, { body }) => {
      const { input, buyer } = bookingOrder(req, body);
      const plan = await quoteWithMaxCredits(
        ctx,
        { ...input, useMaxCredits: body.useMaxCredits },
        { ...buyer, quoting: true },
      );
      const booking = plan.lines[0];
      const quote = (booking.data as { quote: { subtotalCents: number; totalCents: number } }).quote;
      const offer = plan.lines.find((l) => l.type === 'credit-offer');
      const joining = plan.lines.find((l) => l.type === 'membership');
      res.json({
        quote,
        subtotal: toDecimalString(quote.subtotalCents),
        creditsUsed: plan.creditsUsed,
        maxCredits: plan.maxCredits,
        creditsValue: toDecimalString(plan.creditsValueCents),
        couponDiscount: toDecimalString(plan.coupon?.discountCents ?? 0),
        /** The coupon on this order and what it saves (the coupon box shows this). */
        coupon: await quotedCouponOf(ctx, plan),
        bookingTotal: toDecimalString(quote.totalCents),
        creditOffer: offer ? toDecimalString(offer.amountCents) : null,
        /** The plan bought with the booking: its first month, and what the line is called. */
        membership: joining ? { label: joining.label, amount: toDecimalString(joining.amountCents) } : null,
        giftCardAmount: toDecimalString(plan.giftCard?.amountCents ?? 0),
        amountDue: toDecimalString(plan.cardAmountCents),
        amountDueCents: plan.cardAmountCents,
      });
    }),
  );

  router.post(
    '/square/process-payment',
    requireAuth,
    validated({ body: squareSchema }, async (req, res, { body }) => {
      if (body.currency !== undefined && body.currency !== ctx.money.currency)
        throw new ValidationError(`Only ${ctx.money.currency} payments are accepted`);
      const result = await checkout(req, body.bookingData, {
        sourceId: body.sourceId,
        processor: 'square',
        clientAmountCents: body.amount,
        storeCard: body.storeCard,
      });
      res.status(result.status).json(result.body);
    }),
  );

  router.post(
    '/payments',
    requireAuth,
    validated({ body: paymentsSchema }, async (req, res, { body }) => {
      const data = bookingDataSchema.parse({
        date: body.metadata.bookingDate,
        time: body.metadata.bookingTime,
        duration: body.metadata.duration,
        bayId: body.metadata.bayId,
      });
      const result = await checkout(req, data, { sourceId: body.sourceId, clientAmountCents: body.amount });
      res.status(result.status).json(result.body);
    }),
  );

  router.post(
    '/create-payment-intent',
    requireAuth,
    validated({ body: intentSchema }, async (req, res, { body }) => {
      const { input, buyer } = bookingOrder(req, body.booking_data);
      const plan = await quoteOrder(ctx, input, buyer);
      if (body.amount !== plan.cardAmountCents) {
        throw new ConflictError(
          `The amount to pay is ${formatMoney(plan.cardAmountCents)}, not ${formatMoney(body.amount)}. Please review your booking and try again.`,
          'PAYMENT.AMOUNT_MISMATCH',
        );
      }
      const intent = await createPaymentIntent(ctx, {
        userId: buyer.userId!,
        amountCents: plan.cardAmountCents,
        bookingData: body.booking_data,
      });
      res.status(201).json({ clientSecret: intent.clientSecret, amount: plan.cardAmountCents });
    }),
  );

  router.post(
    '/stripe/process-payment',
    requireAuth,
    validated({ body: stripeSchema }, async (req, res, { body }) => {
      const intent = await paymentIntentFor(ctx, body.clientSecret, req.user!);
      const token = await stripeSource(body.cardData ?? {});
      // The dialog's booking data wins (it carries the coupon and gift card); the intent's amount is
      // still the price the order must come to, or it refuses.
      const data = body.bookingData ?? bookingDataSchema.parse(intent.bookingData);
      const result = await checkout(
        req,
        data,
        { sourceId: token, processor: 'stripe', clientAmountCents: intent.amountCents, storeCard: body.storeCard },
        intent.id,
      );
      await markPaymentIntentSucceeded(ctx, intent.id, result.body.orderId);
      res.status(result.status).json(result.body);
    }),
  );

  /** A Stripe payment method id, or (card twin only) raw test-card fields tokenized locally. */
  async function stripeSource(cardData: Record<string, unknown>): Promise<string> {
    if (typeof cardData.paymentMethodId === 'string' && cardData.paymentMethodId) return cardData.paymentMethodId;
    if (Object.keys(cardData).length === 0)
      throw new ValidationError('Payment information is required', 'PAYMENT.SOURCE_REQUIRED');
    if (!services.usesTwin('stripe'))
      throw new ValidationError('Please enter your card in the secure card form.', 'PAYMENT.CARD_FORM_REQUIRED');
    const card = parse(cardFieldsSchema, cardData);
    if (!luhnValid(card.cardNumber))
      throw new ValidationError('Your card number is incorrect.', 'PAYMENT.CARD_NUMBER_INVALID');
    return (await services.twin.issueToken(card, ctx.now())).token;
  }
  return router;
}
