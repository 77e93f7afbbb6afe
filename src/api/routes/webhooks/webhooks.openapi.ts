import { contractOf } from '../../../contracts/contract-of';
import type { Page } from '../../../contracts/lists';
import {
  createdWebhookView,
  webhookDeliveriesPage,
  webhooksPage,
  webhookView,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
} from '../../../contracts/webhooks/webhooks';
import type { ApiDescription } from '../../openapi/api-description';

/** The webhooks module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const webhooksApi: ApiDescription = {
  'GET /admin/webhooks': {
    schema: contractOf<Page<Webhook>>()(webhooksPage),
    summary: 'Registered outbound webhooks',
    response: 'Page of webhooks: { items, total, nextCursor }',
  },
  'POST /admin/webhooks': {
    schema: contractOf<CreatedWebhook>()(createdWebhookView),
    summary: 'Register a webhook for event kinds; its signing secret is answered once, here',
    status: 201,
    response: 'The webhook with its secret',
  },
  'PUT /admin/webhooks/:id': {
    schema: contractOf<Webhook>()(webhookView),
    summary: "Change a webhook's URL, kinds or active",
  },
  'DELETE /admin/webhooks/:id': { summary: 'Delete a webhook', status: 204 },
  'GET /admin/webhooks/:id/deliveries': {
    schema: contractOf<Page<WebhookDelivery>>()(webhookDeliveriesPage),
    summary: "A webhook's delivery log: every attempt with its status and error",
    response: 'Page of deliveries: { items, total, nextCursor }',
  },
};
