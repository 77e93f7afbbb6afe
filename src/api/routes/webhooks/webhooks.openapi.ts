import {
  createdWebhookView,
  webhookDeliveryPage,
  webhookPage,
  webhookView,
} from '../../../contracts/webhooks/webhooks';
import type { ApiDescription } from '../../openapi/api-description';

/** The webhooks module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const webhooksApi: ApiDescription = {
  'GET /admin/webhooks': {
    summary: 'Registered outbound webhooks',
    response: 'Page of webhooks: { items, total, nextCursor }',
    schema: webhookPage,
  },
  'POST /admin/webhooks': {
    summary: 'Register a webhook for event kinds; its signing secret is answered once, here',
    status: 201,
    response: 'The webhook with its secret',
    schema: createdWebhookView,
  },
  'PUT /admin/webhooks/:id': { summary: "Change a webhook's URL, kinds or active", schema: webhookView },
  'DELETE /admin/webhooks/:id': { summary: 'Delete a webhook', status: 204 },
  'GET /admin/webhooks/:id/deliveries': {
    summary: "A webhook's delivery log: every attempt with its status and error",
    response: 'Page of deliveries: { items, total, nextCursor }',
    schema: webhookDeliveryPage,
  },
};
