import express, { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { clearCardDispute, receiveProviderDelivery } from '../../../commands/payments/provider-notices.commands';
import type { Provider } from '../../../domain/payments/provider-notices';
import { WebhookSignatureError, type ProviderDelivery } from '../../../integrations/provider-webhooks';
import { readSquareWebhook } from '../../../integrations/square/square-webhooks';
import { readStripeWebhook } from '../../../integrations/stripe/stripe-webhooks';
import { AppError } from '../../../lib/errors';
import { listDisputes, listPayouts } from '../../../projections/payments/provider-money.queries';
import { actorOf, requireAdmin } from '../../auth';
import { validated } from '../../route-input';

/** The secrets the card twin signs its webhooks with in development (never used with a live provider). */
export const TWIN_WEBHOOK_SECRETS: Record<Provider, string> = {
  stripe: 'whsec_card_twin_local_development',
  square: 'card-twin-local-development-signature-key',
};

const PROVIDER_NAME: Record<Provider, string> = { stripe: 'Stripe', square: 'Square' };

/** The endpoint's secret: the deployment's, or in development the twin's when the twin stands in. */
export function webhookSecret(ctx: AppContext, provider: Provider): string | null {
  const configured = provider === 'stripe' ? ctx.config.STRIPE_WEBHOOK_SECRET : ctx.config.SQUARE_WEBHOOK_SIGNATURE_KEY;
  if (configured) return configured;
  return ctx.config.DEV_TOOLS && ctx.payments.usesTwin(provider) ? TWIN_WEBHOOK_SECRETS[provider] : null;
}

/** The Square notification URL as registered (Square signs it with the body). */
export function squareNotificationUrl(ctx: AppContext, req?: Request): string {
  if (ctx.config.SQUARE_WEBHOOK_URL) return ctx.config.SQUARE_WEBHOOK_URL;
  const base = ctx.config.PUBLIC_URL?.replace(/\/$/, '') ?? (req ? `${req.protocol}://${req.get('host')}` : '');
  return `${base}/api/webhooks/square`;
}

const periodSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});
const clearSchema = z.object({ note: z.string().trim().max(500).optional() }).default({});
const disputeQuery = z.object({
  status: z.enum(['open', 'all']).default('open'),
  userId: z.string().max(100).optional(),
  bookingId: z.string().max(100).optional(),
});

/**
 * The card providers' webhooks (signed; the raw body is verified before anything reads it) and the
 * admin's view of what they report: disputes, with the card block staff can clear, and payouts.
 */
export function providerWebhookRoutes(ctx: AppContext): Router {
  const router = Router();
  const raw = express.raw({ type: () => true, limit: '512kb' });

  const receive =
    (provider: Provider, read: (req: Request, secret: string) => Promise<ProviderDelivery>) =>
    async (req: Request, res: express.Response) => {
      const secret = webhookSecret(ctx, provider);
      if (!secret)
        throw new AppError(
          'WEBHOOK.NOT_CONFIGURED',
          `${PROVIDER_NAME[provider]} webhooks are not set up here (no ${provider === 'stripe' ? 'STRIPE_WEBHOOK_SECRET' : 'SQUARE_WEBHOOK_SIGNATURE_KEY'}).`,
          503,
        );
      let delivery: ProviderDelivery;
      try {
        delivery = await read(req, secret);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        throw new AppError(
          'WEBHOOK.BAD_SIGNATURE',
          `This request is not signed by ${PROVIDER_NAME[provider]}: ${error.message}`,
          400,
        );
      }
      const { duplicate } = await receiveProviderDelivery(ctx, provider, delivery);
      res.json({ received: true, duplicate });
    };

  // The raw bytes the provider signed (express.raw): verified before anything is parsed.
  const body = (req: Request) => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
  router.post(
    '/webhooks/stripe',
    raw,
    receive('stripe', async (req, secret) => readStripeWebhook(body(req), req.get('stripe-signature'), secret)),
  );
  router.post(
    '/webhooks/square',
    raw,
    receive('square', (req, secret) =>
      readSquareWebhook(body(req), req.get('x-square-hmacsha256-signature'), secret, squareNotificationUrl(ctx, req)),
    ),
  );

  router.get(
    '/admin/disputes',
    requireAdmin,
    validated({ query: disputeQuery }, async (_req, res, { query: q }) => {
      res.json({
        disputes: await listDisputes(ctx.knex, { open: q.status === 'open', userId: q.userId, bookingId: q.bookingId }),
      });
    }),
  );

  router.post(
    '/admin/disputes/:disputeId/clear',
    requireAdmin,
    validated({ body: clearSchema }, async (req, res, { body }) => {
      await clearCardDispute(ctx, String(req.params.disputeId), { actor: actorOf(req), note: body.note || null });
      res.json({ cleared: true });
    }),
  );

  router.get(
    '/admin/payouts',
    requireAdmin,
    validated({ query: periodSchema }, async (_req, res, { query }) => {
      res.json(await listPayouts(ctx.knex, query));
    }),
  );

  return router;
}
