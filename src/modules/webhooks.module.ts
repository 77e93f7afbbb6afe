import { Router } from 'express';
import { adminWebhooksRoutes } from '../api/routes/webhooks/admin-webhooks.routes';
import { definitionsIn } from '../eventstore/events';
import * as webhookEvents from '../domain/webhooks/webhook.events';
import { webhooksProjection } from '../projections/webhooks/webhooks.projection';
import { deliverWebhook, WEBHOOK_ATTEMPTS } from '../workers/webhooks/webhook-deliver.worker';
import { webhooksReactor } from '../workers/webhooks/webhooks.reactor';
import { job, type AppModule } from './module';
import { webhooksApi } from '../api/routes/webhooks/webhooks.openapi';
import * as m1020 from '../../migrations/1020_webhooks';

/** Outbound webhooks to a venue's systems: signed, retried through the queue, every attempt logged. */
export const webhooksModule: AppModule = {
  name: 'webhooks',
  migrations: [['1020_webhooks', m1020]],
  openapi: webhooksApi,
  events: definitionsIn(webhookEvents),
  projections: (ctx) => [webhooksProjection, webhooksReactor(ctx)],
  jobs: (ctx) => [
    job('webhook.deliver', (payload, info) => deliverWebhook(ctx, payload, info), {
      attempts: WEBHOOK_ATTEMPTS,
      backoffMs: 1000,
      concurrency: 5,
    }),
  ],
  routes: (ctx) => Router().use(adminWebhooksRoutes(ctx)),
};
