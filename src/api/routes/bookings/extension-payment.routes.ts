import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { payOrder } from '../../../commands/checkout';
import { ConflictError } from '../../../lib/errors';
import { toDecimalString } from '../../../lib/money';
import { bookingById } from '../../../projections/bookings/bookings.queries';
import { requireAuth } from '../../auth';
import { buyerOf } from '../../buyer';
import { centsSchema } from '../checkout';
import { validated } from '../../route-input';

export const extendWithPaymentSchema = z
  .object({
    additionalHours: z.coerce.number({ error: 'Extensions are 0.5 to 3 hours, in half-hour steps.' }),
    paymentMethodId: z.string().trim().min(1).optional(),
    sourceId: z.string().trim().min(1).optional(),
    amount: centsSchema.optional(),
  })
  .refine((b) => b.paymentMethodId || b.sourceId, { message: 'Payment information is required' });

/** An extension paid by card: one paid order with an extension line (one per idempotency key). */
export function extensionPaymentRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post(
    '/bookings/:id/extend-with-payment',
    requireAuth,
    validated({ body: extendWithPaymentSchema }, async (req, res, { body }) => {
      const bookingId = String(req.params.id);
      const source = (body.paymentMethodId ?? body.sourceId)!;
      const header = req.headers['idempotency-key'];
      const outcome = await payOrder(
        ctx,
        {
          lines: [{ type: 'extension', bookingId, hours: body.additionalHours }],
          sourceId: source,
          clientAmountCents: body.amount ?? null,
          idempotencyKey: `extend-${bookingId}-${typeof header === 'string' ? header : source}`,
        },
        buyerOf(req),
      );
      // Today's contract for this route: a second submission of the same payment is refused, not replayed.
      if (outcome.replayed)
        throw new ConflictError('This extension payment was already submitted.', 'PAYMENT.DUPLICATE');
      res.json({
        success: true,
        message: 'Booking Extended',
        booking: await bookingById(ctx, bookingId),
        extensionCost: toDecimalString(outcome.plan.lines[0].amountCents),
        paymentId: outcome.paymentId,
      });
    }),
  );
  return router;
}
