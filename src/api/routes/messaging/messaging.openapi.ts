import { z } from 'zod';
import {
  bulkSmsProgress,
  bulkSmsRequested,
  cannedResponse,
  conversationMessages,
  messageTemplate,
  ok,
  smsSettings,
} from '../../../contracts/messaging/messaging';
import type { ApiDescription } from '../../openapi/api-description';

/** The messaging module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const messagingApi: ApiDescription = {
  'POST /sms/inbound': {
    summary: "Twilio's inbound SMS webhook (signed form post, not JSON)",
    response: 'Empty TwiML: <Response></Response> (replies come from staff)',
    produces: 'text/xml',
  },
  'GET /admin/support/conversations/:key/messages': {
    summary: 'The messages of one conversation',
    schema: conversationMessages,
  },
  'POST /admin/support/conversations/:key/read': { summary: 'Mark a conversation read', schema: ok },
  'POST /admin/support/conversations/:key/reply': {
    summary: 'Reply in a conversation',
    status: 201,
    schema: ok,
  },
  'GET /admin/canned-responses': { summary: 'Canned responses', schema: z.array(cannedResponse) },
  'POST /admin/canned-responses': { summary: 'Create a canned response', status: 201, schema: cannedResponse },
  'PUT /admin/canned-responses/:id': { summary: 'Change a canned response', schema: cannedResponse },
  'DELETE /admin/canned-responses/:id': { summary: 'Delete a canned response', status: 204 },
  'GET /admin/sms-settings': { summary: 'SMS settings (sender, quiet hours)', schema: smsSettings },
  'PUT /admin/sms-settings': { summary: 'Set the SMS settings', schema: smsSettings },
  'GET /admin/message-templates': { summary: 'The texts of automatic messages', schema: z.array(messageTemplate) },
  'PUT /admin/message-templates': { summary: 'Set the texts of automatic messages', schema: z.array(messageTemplate) },
  'POST /admin/sms/bulk': { summary: 'Send a text to an audience of customers', status: 201, schema: bulkSmsRequested },
  'GET /admin/sms/bulk': { summary: 'Bulk sends, newest first', schema: z.array(bulkSmsProgress) },
  'GET /admin/sms/bulk/:id': { summary: 'One bulk send with its delivery counts', schema: bulkSmsProgress },
};
