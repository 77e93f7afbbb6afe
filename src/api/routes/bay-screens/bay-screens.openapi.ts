import { z } from 'zod';
import {
  bayAgentSessionAnswer,
  bayCallStaffAnswer,
  bayDeviceView,
  bayExtendAnswer,
  pairedDeviceAnswer,
} from '../../../contracts/bay-screens/bay-screens';
import { bayMenuAnswer, bayTabAnswer } from '../../../contracts/bay-screens/bay-tab';
import type { ApiDescription } from '../../openapi/api-description';

const device = ' (a paired device: Authorization: Bearer <token>; 401 when missing, unknown or revoked)';

/** Bay screens' routes, for the OpenAPI document. */
export const bayScreensApi: ApiDescription = {
  'GET /admin/bays/:id/devices': {
    summary: "A bay's paired devices with their last contact",
    response: '{ items: BayDeviceView[] }',
    schema: z.object({ items: z.array(bayDeviceView) }),
  },
  'POST /admin/bays/:id/devices': {
    summary: 'Pairs a device with the bay; the token is answered this once (only its hash is kept)',
    status: 201,
    schema: pairedDeviceAnswer,
  },
  'DELETE /admin/bays/:id/devices/:deviceId': {
    summary: 'Revokes a device: its token opens nothing from now on',
    status: 204,
  },
  'GET /bay-agent/session': {
    summary: `The device's bay, its current and next booking and the server's clock${device}`,
    schema: bayAgentSessionAnswer,
  },
  'GET /bay-agent/events': {
    summary:
      `The bay's sessions as they happen (server-sent events session.started, session.warning, session.extended, session.moved, session.cancelled, session.ended; a heartbeat comment every 15 s)${device}; ` +
      'a browser EventSource may pass the token as ?token= on this route only',
    produces: 'text/event-stream',
    response: 'Server-sent events: each data is { bookingId, startsAt, endsAt, firstName }',
  },
  'POST /bay-agent/extend': {
    summary: `Extends the current booking, paid with the customer's card on file, or texts them a link to pay on their phone${device}`,
    schema: bayExtendAnswer,
    errors: [409],
  },
  'POST /bay-agent/call-staff': {
    summary: `A support message from the bay to staff, in the chat of the customer playing there${device}`,
    status: 201,
    schema: bayCallStaffAnswer,
    errors: [409],
  },
  'GET /bay-agent/menu': {
    summary: `The active bar menu, flat, for ordering from the bay screen${device}`,
    schema: bayMenuAnswer,
  },
  'GET /bay-agent/tab': {
    summary: `The tab of the booking playing on the bay now (409 between sessions)${device}`,
    schema: bayTabAnswer,
    errors: [409],
  },
  'POST /bay-agent/tab/items': {
    summary: `Orders an item onto the tab of the booking playing on the bay now, at the menu's price${device}`,
    status: 201,
    schema: bayTabAnswer,
    errors: [400, 404, 409],
  },
};
