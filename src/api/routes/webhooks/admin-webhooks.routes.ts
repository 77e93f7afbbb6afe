import type { z } from 'zod';
import { Router } from 'express';
import type { AppContext } from '../../../app-context';
import type { Config } from '../../../config/env';
import { listParams } from '../../../contracts/lists';
import { webhookInput } from '../../../contracts/webhooks/webhooks';
import { changeWebhook, deleteWebhook, registerWebhook } from '../../../commands/webhooks/webhook.commands';
import { outboundUrlRefusal } from '../../../integrations/outbound/guarded-post';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import { listDeliveries, listWebhooks, webhookById } from '../../../projections/webhooks/webhooks.queries';
import { actorOf, requireAdmin } from '../../auth';
import { validated } from '../../route-input';

/** Plain http only where nothing real is sent: production deliveries go over https. */
export function checkWebhookUrl(url: string, nodeEnv: string): void {
  const protocol = new URL(url).protocol;
  if (protocol === 'https:') return;
  if (protocol === 'http:' && nodeEnv !== 'production') return;
  throw new ValidationError('The webhook URL must start with https://', 'WEBHOOK.HTTPS_REQUIRED');
}

/**
 * The scheme, then the destination: a URL reaching the venue's own network (loopback, private,
 * link-local, metadata ...) is refused unless its host is in OUTBOUND_ALLOWED_HOSTS.
 */
export async function checkOutboundUrl(url: string, config: Config): Promise<void> {
  checkWebhookUrl(url, config.NODE_ENV);
  const refused = await outboundUrlRefusal(url, config.OUTBOUND_ALLOWED_HOSTS);
  if (!refused) return;
  throw new ValidationError(
    `The webhook URL must be a public address: ${refused} (a venue's own host can be allowed with OUTBOUND_ALLOWED_HOSTS)`,
    'WEBHOOK.ADDRESS_REFUSED',
    [{ path: 'url', message: `Not a public address: ${refused}` }],
  );
}

/** Admins register, change and remove outbound webhooks; each change is an event with the admin as actor. */
export function adminWebhooksRoutes(ctx: AppContext): Router {
  const router = Router();
  const settingsOf = async (body: z.output<typeof webhookInput>) => {
    await checkOutboundUrl(body.url, ctx.config);
    return { ...body, kinds: [...new Set(body.kinds)] };
  };
  const existing = async (id: string) => {
    const hook = await webhookById(ctx.knex, id);
    if (!hook) throw new NotFoundError('Webhook not found', 'WEBHOOK.NOT_FOUND');
    return hook;
  };

  router.get(
    '/admin/webhooks',
    requireAdmin,
    validated({ query: listParams }, async (req, res, valid) => {
      res.json(await listWebhooks(ctx.knex, valid.query));
    }),
  );
  router.post(
    '/admin/webhooks',
    requireAdmin,
    validated({ body: webhookInput }, async (req, res, { body }) => {
      const { webhookId, secret, position } = await registerWebhook(ctx, await settingsOf(body), actorOf(req));
      await ctx.projections.waitFor(position, ['webhooks']);
      res.status(201).json({ ...(await existing(webhookId)), secret });
    }),
  );
  router.put(
    '/admin/webhooks/:id',
    requireAdmin,
    validated({ body: webhookInput }, async (req, res, { body }) => {
      const id = String(req.params.id);
      await existing(id);
      const { position } = await changeWebhook(ctx, id, await settingsOf(body), actorOf(req));
      await ctx.projections.waitFor(position, ['webhooks']);
      res.json(await existing(id));
    }),
  );
  router.delete('/admin/webhooks/:id', requireAdmin, async (req, res) => {
    const id = String(req.params.id);
    await existing(id);
    const { position } = await deleteWebhook(ctx, id, actorOf(req));
    await ctx.projections.waitFor(position, ['webhooks']);
    res.status(204).end();
  });
  router.get(
    '/admin/webhooks/:id/deliveries',
    requireAdmin,
    validated({ query: listParams }, async (req, res, valid) => {
      const id = String(req.params.id);
      await existing(id);
      res.json(await listDeliveries(ctx.knex, id, valid.query));
    }),
  );
  return router;
}
