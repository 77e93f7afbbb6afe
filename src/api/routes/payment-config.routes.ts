import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { handleCommand } from '../../commands/handle-command';
import { paymentSettingsStream, PROCESSORS, paymentSettingsDecider } from '../../domain/payments/payment-settings';
import { luhnValid } from '../../integrations/card-twin/test-cards';
import { ValidationError } from '../../lib/errors';
import { actorOf, requireAdmin } from '../auth';
import { parse } from '../validation';

const digits = (v: unknown) =>
  typeof v === 'string' ? v.replace(/[\s-]/g, '') : typeof v === 'number' ? String(v) : v;

/** The card form's rules (spec: card form, non-hosted path), with its messages. */
export const cardFieldsSchema = z.object({
  cardholderName: z.string({ error: 'Cardholder name is required' }).trim().min(1, 'Cardholder name is required'),
  cardNumber: z.preprocess(
    digits,
    z
      .string({ error: 'Card number must be at least 13 digits' })
      .regex(/^\d{13,19}$/, 'Card number must be at least 13 digits'),
  ),
  expiryMonth: z.coerce
    .number({ error: 'Valid expiry month is required' })
    .int('Valid expiry month is required')
    .min(1, 'Valid expiry month is required')
    .max(12, 'Valid expiry month is required'),
  expiryYear: z
    .preprocess(
      digits,
      z.string({ error: 'Valid expiry year is required' }).regex(/^\d{2}$/, 'Valid expiry year is required'),
    )
    .transform(Number),
  cvv: z.preprocess(
    digits,
    z.string({ error: 'CVV must be at least 3 digits' }).regex(/^\d{3,4}$/, 'CVV must be at least 3 digits'),
  ),
});

const selectSchema = z.object({
  processor: z.enum(PROCESSORS, { error: 'Processor must be square or stripe' }),
});

export function paymentConfigRoutes(ctx: AppContext): Router {
  const router = Router();
  const services = ctx.payments;

  const configList = async () => {
    const active = await services.activeProcessorName();
    return PROCESSORS.map((processor) => ({ processor, isActive: processor === active }));
  };

  router.get('/admin/payment-config', async (_req, res) => {
    res.json(await configList());
  });

  const select = async (req: import('express').Request, res: import('express').Response) => {
    const { processor } = parse(selectSchema, req.body);
    await handleCommand(
      { store: ctx.store, metadata: { actor: actorOf(req) } },
      paymentSettingsStream(ctx.config.VENUE_ID),
      paymentSettingsDecider,
      { processor },
    );
    res.json(await configList());
  };
  router.put('/admin/payment-config', requireAdmin, select);
  router.post('/admin/payment-config', requireAdmin, select);

  router.get('/square/config', (_req, res) => {
    res.json({
      applicationId: ctx.config.SQUARE_APPLICATION_ID ?? 'sandbox-sq0idb-local-card-twin',
      locationId: ctx.config.SQUARE_LOCATION_ID ?? 'LOCAL-TWIN-LOCATION',
    });
  });

  router.get('/stripe/config', (_req, res) => {
    res.json({ publishableKey: ctx.config.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_local_card_twin' });
  });

  if (ctx.config.NODE_ENV !== 'production') {
    router.post('/dev/card-tokens', async (req, res) => {
      const card = parse(cardFieldsSchema, req.body);
      if (!luhnValid(card.cardNumber))
        throw new ValidationError('Your card number is incorrect.', 'PAYMENT.CARD_NUMBER_INVALID');
      const token = await services.twin.issueToken(card, ctx.now());
      res.status(201).json(token);
    });
  }
  return router;
}
