import { Router, type Request } from 'express';
import type { AppContext } from '../../../app-context';
import { loadOrderStatus } from '../../../commands/checkout/load-order';
import type { OrderOutcome } from '../../../commands/checkout/order-outcome';
import { quoteDtoOf, quotedCouponOf } from '../../../commands/checkout/order-dto';
import { quoteOrder } from '../../../commands/checkout/quote-order';
import { payOrder } from '../../../commands/checkout/run-order.command';
import { orderRequest, payOrderRequest, type OrderRequest, type PaidOrder } from '../../../contracts/checkout/orders';
import { BookingError } from '../../../domain/booking-errors';
import { parseDollars, toDecimalString } from '../../../lib/money';
import { requireAuth } from '../../auth';
import { buyerOf } from '../../buyer';
import { validated } from '../../route-input';

/** Anyone may buy a gift card; everything else is bought by a signed-in customer. */
function assertMayBuy(req: Request, body: OrderRequest) {
  if (!req.user && body.lines.some((l) => l.type !== 'gift-card')) throw new BookingError('BOOKING.UNAUTHENTICATED');
}

export function paidOrderDto(outcome: OrderOutcome): PaidOrder {
  return {
    orderId: outcome.orderId,
    status: 'completed',
    quote: quoteDtoOf(outcome.plan),
    amountCharged: toDecimalString(outcome.amountChargedCents),
    processor: outcome.processor,
    paymentId: outcome.paymentId,
    fulfilled: outcome.fulfilled,
    remainingCredits: outcome.remainingCredits,
    cardOnFile: outcome.cardOnFile,
  };
}

/**
 * The paid order over HTTP (src/contracts/checkout/orders.ts): quote what the customer chose, pay it, read it
 * back. Every purchase dialog of the web talks to these.
 */
export function ordersRoutes(ctx: AppContext): Router {
  const router = Router();

  router.post(
    '/orders/quote',
    validated({ body: orderRequest }, async (req, res, { body }) => {
      assertMayBuy(req, body);
      const plan = await quoteOrder(ctx, body, { ...buyerOf(req), quoting: true });
      res.json({ ...quoteDtoOf(plan), coupon: await quotedCouponOf(ctx, plan) });
    }),
  );

  router.post(
    '/orders',
    validated({ body: payOrderRequest }, async (req, res, { body }) => {
      assertMayBuy(req, body);
      const outcome = await payOrder(
        ctx,
        { ...body, clientAmountCents: body.expectedAmount ? parseDollars(body.expectedAmount) : null },
        buyerOf(req),
      );
      res.status(outcome.replayed ? 200 : 201).json(paidOrderDto(outcome));
    }),
  );

  /** The order's status URL (a 202 from paying points here): completed, processing or failed. */
  router.get('/orders/:id', requireAuth, async (req, res) => {
    const found = await loadOrderStatus(ctx, String(req.params.id), req.user!);
    res.json(found.status === 'completed' ? paidOrderDto(found.outcome) : found);
  });
  return router;
}
