import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { handleCommand } from '../../../commands/handle-command';
import { paymentSettingsStream, PROCESSORS, paymentSettingsDecider } from '../../../domain/payments/payment-settings';
import { luhnValid } from '../../../integrations/card-twin/test-cards';
import { ValidationError } from '../../../lib/errors';
import { actorOf, requireAdmin } from '../../auth';
import { cardFieldsSchema } from '../../../contracts/payments/cards';
import { validated } from '../../route-input';

export const selectSchema = z.object({
  processor: z.enum(PROCESSORS, { error: 'Processor must be square or stripe' }),
});

export function paymentConfigRoutes(ctx: AppContext): Router {
  const router = Router();
  const services = ctx.payments;

  // CARD_PROVIDER=none: no processor is active and each says cards are off (the web shows a notice).
  const configList = async () => {
    if (services.cardsOff) return PROCESSORS.map((processor) => ({ processor, isActive: false, cardsOff: true }));
    const active = await services.activeProcessorName();
    return PROCESSORS.map((processor) => ({ processor, isActive: processor === active }));
  };

  router.get('/admin/payment-config', requireAdmin, async (_req, res) => {
    res.json(await configList());
  });
  // Checkout pages need the active processor (which card form to show); no secrets in it.
  router.get('/payment-config', async (_req, res) => {
    res.json(await configList());
  });

  const select = validated({ body: selectSchema }, async (req, res, { body: { processor } }) => {
    await handleCommand(
      { store: ctx.store, metadata: { actor: actorOf(req) } },
      paymentSettingsStream(ctx.config.VENUE_ID),
      paymentSettingsDecider,
      { processor },
    );
    res.json(await configList());
  });
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

  if (ctx.config.DEV_TOOLS) {
    router.post(
      '/dev/card-tokens',
      validated({ body: cardFieldsSchema }, async (req, res, { body: card }) => {
        if (!luhnValid(card.cardNumber))
          throw new ValidationError('Your card number is incorrect.', 'PAYMENT.CARD_NUMBER_INVALID');
        const token = await services.twin.issueToken(card, ctx.now());
        res.status(201).json(token);
      }),
    );
  }
  return router;
}
