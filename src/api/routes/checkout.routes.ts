import { randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { priceCheckout } from '../../commands/checkout/price-checkout';
import { runCheckout, type CheckoutInput } from '../../commands/checkout/run-checkout.command';
import type { CheckoutOutcome } from '../../commands/checkout/complete-checkout';
import { luhnValid } from '../../integrations/card-twin/test-cards';
import { paymentServices } from '../../integrations/payment-services';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { toDecimalString } from '../../lib/money';
import { listPayments } from '../../projections/payments/payments.projection';
import { actorOf, requireAdmin, requireAuth } from '../auth';
import { parse } from '../validation';
import { cardFieldsSchema } from './payment-config.routes';
import { bookingDataSchema, centsSchema, checkoutRequestFrom } from './checkout.schemas';

const sourceId = z
  .string({ error: 'Payment information is required' })
  .trim()
  .min(1, 'Payment information is required')
  .max(500);

const squareSchema = z.object({
  sourceId,
  amount: centsSchema,
  currency: z.literal('USD', { error: 'Only USD payments are accepted' }).default('USD'),
  storeCard: z.boolean().optional(),
  bookingData: bookingDataSchema,
});
const intentSchema = z.object({ amount: centsSchema, booking_data: bookingDataSchema });
const stripeSchema = z.object({
  clientSecret: z
    .string({ error: 'Payment session expired. Please try again.' })
    .min(1, 'Payment session expired. Please try again.'),
  cardData: z.object({ paymentMethodId: z.string().optional() }).passthrough().nullish(),
  storeCard: z.boolean().optional(),
  bookingData: bookingDataSchema.optional(),
});
const paymentsSchema = z.object({
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
const quoteSchema = bookingDataSchema.extend({ amount: centsSchema.optional() });

export function answer(outcome: CheckoutOutcome) {
  return {
    success: true,
    message: 'Your booking has been confirmed!',
    bookingId: outcome.bookingId,
    booking: outcome.booking,
    paymentId: outcome.paymentId,
    payment: outcome.paymentId ? { id: outcome.paymentId, status: 'COMPLETED', processor: outcome.processor } : null,
    amountCharged: toDecimalString(outcome.amountChargedCents),
    remainingCredits: outcome.remainingCredits,
  };
}

const idempotencyHeader = (req: Request) =>
  typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'].slice(0, 200) : null;

export function checkoutRoutes(ctx: AppContext): Router {
  const router = Router();
  const services = paymentServices(ctx);

  const checkout = async (req: Request, input: Omit<CheckoutInput, 'idempotencyKey'>, defaultKey?: string) => {
    const outcome = await runCheckout(
      ctx,
      { ...input, idempotencyKey: idempotencyHeader(req) ?? defaultKey ?? null },
      actorOf(req),
    );
    return { status: outcome.replayed ? 200 : 201, body: answer(outcome) };
  };

  router.get('/admin/payments', requireAdmin, async (req, res) => {
    const status = typeof req.query.status === 'string' ? req.query.status : undefined;
    const refundStatus = typeof req.query.refundStatus === 'string' ? req.query.refundStatus : undefined;
    res.json(await listPayments(ctx.knex, { status, refundStatus }));
  });

  router.post('/checkout/quote', requireAuth, async (req, res) => {
    const body = parse(quoteSchema, req.body);
    const { quote, plan } = await priceCheckout(ctx, checkoutRequestFrom(req.user!, body));
    res.json({
      quote,
      subtotal: toDecimalString(quote.subtotalCents),
      creditsUsed: plan.creditsUsed,
      creditsValue: toDecimalString(plan.creditsValueCents),
      couponDiscount: toDecimalString(plan.coupon?.discountCents ?? 0),
      bookingTotal: toDecimalString(plan.bookingTotalCents),
      creditOffer: plan.creditOffer ? toDecimalString(plan.creditOffer.priceCents) : null,
      giftCardAmount: toDecimalString(plan.giftCard?.amountCents ?? 0),
      amountDue: toDecimalString(plan.cardAmountCents),
      amountDueCents: plan.cardAmountCents,
    });
  });

  router.post('/square/process-payment', requireAuth, async (req, res) => {
    const body = parse(squareSchema, req.body);
    const result = await checkout(req, {
      ...checkoutRequestFrom(req.user!, body.bookingData),
      sourceId: body.sourceId,
      processor: 'square',
      clientAmountCents: body.amount,
    });
    res.status(result.status).json(result.body);
  });

  router.post('/payments', requireAuth, async (req, res) => {
    const body = parse(paymentsSchema, req.body);
    const request = checkoutRequestFrom(req.user!, {
      ...bookingDataSchema.parse({
        date: body.metadata.bookingDate,
        time: body.metadata.bookingTime,
        duration: body.metadata.duration,
        bayId: body.metadata.bayId,
      }),
    });
    const result = await checkout(req, { ...request, sourceId: body.sourceId, clientAmountCents: body.amount });
    res.status(result.status).json(result.body);
  });

  router.post('/create-payment-intent', requireAuth, async (req, res) => {
    const body = parse(intentSchema, req.body);
    const request = checkoutRequestFrom(req.user!, body.booking_data);
    const { plan } = await priceCheckout(ctx, request);
    if (body.amount !== plan.cardAmountCents) {
      throw new ConflictError(
        `The amount to pay is $${toDecimalString(plan.cardAmountCents)}, not $${toDecimalString(body.amount)}. Please review your booking and try again.`,
        'PAYMENT.AMOUNT_MISMATCH',
      );
    }
    const id = `pi_local_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    await ctx.knex('payment_intents').insert({
      id,
      client_secret: clientSecret,
      user_id: request.userId,
      amount_cents: plan.cardAmountCents,
      booking_data: JSON.stringify(body.booking_data),
      status: 'requires_payment_method',
      created_at: ctx.now(),
    });
    res.status(201).json({ clientSecret, amount: plan.cardAmountCents });
  });

  router.post('/stripe/process-payment', requireAuth, async (req, res) => {
    const body = parse(stripeSchema, req.body);
    const intent = await ctx.knex('payment_intents').where({ client_secret: body.clientSecret }).first();
    if (!intent || (intent.user_id !== req.user!.id && !req.user!.isAdmin))
      throw new NotFoundError('Payment session expired. Please try again.', 'PAYMENT.INTENT_NOT_FOUND');
    const token = await stripeSource(body.cardData ?? {});
    // The dialog's booking data wins (it carries the coupon and gift card); the intent's amount is
    // still the price the checkout must come to, or it refuses.
    const data = body.bookingData ?? bookingDataSchema.parse(intent.booking_data);
    const result = await checkout(
      req,
      {
        ...checkoutRequestFrom(req.user!, data),
        sourceId: token,
        processor: 'stripe',
        clientAmountCents: intent.amount_cents,
      },
      intent.id,
    );
    await ctx
      .knex('payment_intents')
      .where({ id: intent.id })
      .update({ status: 'succeeded', booking_id: result.body.bookingId });
    res.status(result.status).json(result.body);
  });

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
