import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import {
  signedHeaders,
  squareEventBody,
  stripeEventBody,
  type TwinProviderEvent,
} from '../../../integrations/card-twin/twin-webhooks';
import { AppError } from '../../../lib/errors';
import { parseDollars } from '../../../lib/money';
import { validated } from '../../route-input';
import { squareNotificationUrl, webhookSecret } from './provider-webhooks.routes';

const eventSchema = z.object({
  provider: z.enum(['square', 'stripe']),
  kind: z.enum(['refund', 'dispute_opened', 'dispute_won', 'dispute_lost', 'payout']),
  /** The provider payment (refunds and disputes): the payment id an order's receipt shows. */
  paymentId: z.string().min(1).max(200).optional(),
  amount: z.string().regex(/^\d+(\.\d{1,2})?$/, 'Amount is dollars and cents, e.g. 12.50'),
  /** Which dispute a "won"/"lost" closes (the id the opening answered); a new one when opening. */
  disputeId: z.string().min(1).max(200).optional(),
  arrivalDate: z.iso.date().optional(),
});

/**
 * The card twin's dashboard, in development: a refund made "in the provider's dashboard", a dispute
 * opened, won or lost, a payout to the bank. Each is sent to this app's own webhook endpoint in the
 * provider's shape and signed as the provider signs (DEV_TOOLS only), so a venue can try them locally.
 */
export function devProviderEventRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post(
    '/dev/card-twin/provider-events',
    validated({ body: eventSchema }, async (req, res, { body }) => {
      const secret = webhookSecret(ctx, body.provider);
      if (!secret)
        throw new AppError('WEBHOOK.NOT_CONFIGURED', `No ${body.provider} webhook secret to sign with.`, 503);
      const amountCents = parseDollars(body.amount);
      const needsPayment = body.kind !== 'payout';
      if (needsPayment && !body.paymentId)
        throw new AppError('VALIDATION', 'A refund or dispute names the payment (paymentId).', 400);
      const disputeId = body.disputeId ?? `${body.provider === 'stripe' ? 'du_' : 'twin-dispute-'}${randomUUID()}`;
      // With the twin standing in, its own books move too (its refunds and payouts lists, as a provider's do).
      const twin = ctx.payments.usesTwin(body.provider) ? ctx.payments.twin : null;
      const arrivalDate = body.arrivalDate ?? ctx.now().toISOString().slice(0, 10);
      let event: TwinProviderEvent;
      if (body.kind === 'payout') {
        const payoutId = await twin?.payout(body.provider, amountCents, arrivalDate);
        event = { kind: 'payout', amountCents, arrivalDate, payoutId };
      } else if (body.kind === 'refund') {
        const refundId = await twin?.dashboardRefund(body.paymentId!, amountCents);
        event = { kind: 'refund', paymentId: body.paymentId!, amountCents, refundId };
      } else event = { kind: body.kind, paymentId: body.paymentId!, amountCents, disputeId };
      const now = ctx.now();
      const payload = body.provider === 'stripe' ? stripeEventBody(event, now) : squareEventBody(event, now);
      const url = `${req.protocol}://${req.get('host')}/api/webhooks/${body.provider}`;
      const headers = signedHeaders(body.provider, payload, secret, squareNotificationUrl(ctx, req));
      const sent = await fetch(url, {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json', ...headers },
      });
      res.status(201).json({
        sent: JSON.parse(payload),
        disputeId: body.kind.startsWith('dispute') ? disputeId : null,
        answer: { status: sent.status, body: await sent.json().catch(() => null) },
      });
    }),
  );
  return router;
}
