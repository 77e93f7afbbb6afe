import { z } from 'zod';
import { contractOf } from '../../../contracts/contract-of';
import type { Page } from '../../../contracts/lists';
import { conversationsPage, messageSent, supportMessageView } from '../../../contracts/support/support-answers';
import type { ConversationJson, SupportMessageJson } from '../../../projections/support/support-messages.projection';
import type { ApiDescription } from '../../openapi/api-description';

/** The support module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const supportApi: ApiDescription = {
  'POST /sms/user-send': {
    schema: messageSent,
    summary: 'A customer writes to the venue (support chat)',
    status: 201,
  },
  'GET /sms/user-messages/:userId': {
    schema: z.array(contractOf<SupportMessageJson>()(supportMessageView)),
    summary: "A customer's support conversation",
  },
  'GET /admin/support/conversations': {
    schema: contractOf<Page<ConversationJson>>()(conversationsPage),
    summary: 'Support conversations, paged, searchable, unread first',
    response: 'Page of conversations: { items, total, nextCursor }',
  },
  'POST /admin/support/:userId/reply': {
    schema: messageSent,
    summary: "Reply to a customer's support conversation",
    status: 201,
  },
};
