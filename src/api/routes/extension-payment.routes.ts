import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { BookingError, checkExtension, extendBooking } from '../../commands/bookings';
import { chargeCard, stableId } from '../../commands/payments/charge-card';
import { WrongExpectedVersionError } from '../../eventstore/types';
import { defineEvent } from '../../eventstore/events';
import { paymentServices } from '../../integrations/payment-services';
import { ConflictError } from '../../lib/errors';
import { toDecimalString } from '../../lib/money';
import { BOOKINGS_PROJECTION } from '../../projections/bookings/bookings.projection';
import { bookingById } from '../../projections/bookings/bookings.queries';
import { actorOf, requireAuth } from '../auth';
import { parse } from '../validation';
import { centsSchema } from './checkout.schemas';

/** One paid extension per key: written before the charge so a repeat never extends twice. */
export const BookingExtensionPaymentStarted = defineEvent(
  'BookingExtensionPaymentStarted',
  z.object({ bookingId: z.string(), additionalHours: z.number(), amountCents: z.number().int() }),
);

const schema = z
  .object({
    additionalHours: z.coerce.number({ error: 'Extensions are 0.5 to 3 hours, in half-hour steps.' }),
    paymentMethodId: z.string().trim().min(1).optional(),
    sourceId: z.string().trim().min(1).optional(),
    amount: centsSchema.optional(),
  })
  .refine((b) => b.paymentMethodId || b.sourceId, { message: 'Payment information is required' });

export function extensionPaymentRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post('/bookings/:id/extend-with-payment', requireAuth, async (req, res) => {
    const body = parse(schema, req.body);
    const bookingId = String(req.params.id);
    const booking = await bookingById(ctx, bookingId);
    if (!booking) throw new BookingError('BOOKING.NOT_FOUND');
    if (booking.userId !== req.user!.id && !req.user!.isAdmin) throw new BookingError('BOOKING.FORBIDDEN');
    const quote = await checkExtension(ctx, bookingId, body.additionalHours);
    if (body.amount !== undefined && body.amount !== quote.extensionCostCents) {
      throw new ConflictError(
        `The extension costs $${toDecimalString(quote.extensionCostCents)}. Please review it and try again.`,
        'PAYMENT.AMOUNT_MISMATCH',
      );
    }
    const source = (body.paymentMethodId ?? body.sourceId)!;
    const header = req.headers['idempotency-key'];
    const key = stableId('extension', bookingId, typeof header === 'string' ? header : source);
    try {
      await ctx.store.append(
        `extension_payment-${key}`,
        [
          BookingExtensionPaymentStarted.create(
            { bookingId, additionalHours: body.additionalHours, amountCents: quote.extensionCostCents },
            { actor: actorOf(req) },
          ),
        ],
        { expected: 'no_stream' },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError)
        throw new ConflictError('This extension payment was already submitted.', 'PAYMENT.DUPLICATE');
      throw error;
    }
    const charged =
      quote.extensionCostCents > 0
        ? await chargeCard(ctx, {
            amountCents: quote.extensionCostCents,
            sourceToken: source,
            idempotencyKey: `extend-${key}`,
            metadata: { bookingId },
            note: 'Booking extension',
          })
        : null;
    let position: string | null;
    try {
      ({ position } = await extendBooking(
        ctx,
        bookingId,
        {
          additionalHours: body.additionalHours,
          paymentStatus: 'paid',
          squarePaymentId: charged?.processor === 'square' ? charged.paymentId : null,
          stripePaymentIntentId: charged?.processor === 'stripe' ? charged.paymentId : null,
        },
        { actor: actorOf(req) },
      ));
    } catch (error) {
      if (charged) {
        await paymentServices(ctx)
          .processor(charged.processor)
          .refund({
            paymentId: charged.paymentId,
            amountCents: charged.amountCents,
            idempotencyKey: `void-extend-${key}`,
            reason: 'Extension not possible',
          });
      }
      throw error;
    }
    await ctx.projections.waitFor(position, [BOOKINGS_PROJECTION]);
    res.json({
      success: true,
      message: 'Booking Extended',
      booking: await bookingById(ctx, bookingId),
      extensionCost: toDecimalString(quote.extensionCostCents),
      paymentId: charged?.paymentId ?? null,
    });
  });
  return router;
}
