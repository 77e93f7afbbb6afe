import {
  bookingDoorCodeAnswer,
  doorAccessSettingsAnswer,
  doorCodeLogPage,
} from '../../../contracts/door-access/door-access';
import type { ApiDescription } from '../../openapi/api-description';

/** Door codes' routes, for the OpenAPI document. */
export const doorAccessApi: ApiDescription = {
  'GET /admin/door-access': {
    summary:
      'Door-access settings (enabled, provider, webhook URL, whether a secret is set, minutes before, code length)',
    response: 'DoorAccessSettingsAnswer',
    schema: doorAccessSettingsAnswer,
  },
  'PUT /admin/door-access': {
    summary: 'Sets the door-access settings; the signing secret is sealed and never shown again',
    response: 'DoorAccessSettingsAnswer',
    schema: doorAccessSettingsAnswer,
  },
  'GET /admin/door-access/codes': {
    summary: 'Door codes issued, moved and revoked, newest first, with their delivery to the door system',
    response: 'Page<DoorCodeLogItem>',
    schema: doorCodeLogPage,
  },
  'GET /bookings/:id/door-code': {
    summary: "A booking's door code and its window (the booking's owner or an admin)",
    response: 'BookingDoorCodeAnswer, or null when it has none (door codes off, or not issued yet)',
    schema: bookingDoorCodeAnswer,
  },
};
