import type { ApiDescription } from '../../openapi/api-description';

/** The support module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const supportApi: ApiDescription = {
  'POST /sms/user-send': {
    summary: 'A customer writes to the venue (support chat)',
    status: 201,
  },
  'GET /sms/user-messages/:userId': { summary: "A customer's support conversation" },
  'GET /admin/support/conversations': {
    summary: 'Support conversations, paged, searchable, unread first',
    response: 'Page of conversations: { items, total, nextCursor }',
  },
  'POST /admin/support/:userId/reply': {
    summary: "Reply to a customer's support conversation",
    status: 201,
  },
};
