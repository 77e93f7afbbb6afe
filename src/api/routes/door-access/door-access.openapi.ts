import { contractOf } from '../../../contracts/contract-of';
import {
  bookingDoorCodeAnswer,
  doorAccessSettingsAnswer,
  doorCodeLogPage,
  type BookingDoorCodeAnswer,
  type DoorCodeLogItem,
  type DoorAccessSettingsAnswer,
} from '../../../contracts/door-access/door-access';
import type { Page } from '../../../contracts/lists';

const settings = contractOf<DoorAccessSettingsAnswer>()(doorAccessSettingsAnswer);
import type { ApiDescription } from '../../openapi/api-description';

/** Door codes' routes, for the OpenAPI document. */
export const doorAccessApi: ApiDescription = {
  'GET /admin/door-access': {
    schema: settings,
    summary:
      'Door-access settings (enabled, provider, webhook URL, whether a secret is set, minutes before, code length)',
    response: 'DoorAccessSettingsAnswer',
  },
  'PUT /admin/door-access': {
    schema: settings,
    summary: 'Sets the door-access settings; the signing secret is sealed and never shown again',
    response: 'DoorAccessSettingsAnswer',
  },
  'GET /admin/door-access/codes': {
    schema: contractOf<Page<DoorCodeLogItem>>()(doorCodeLogPage),
    summary: 'Door codes issued, moved and revoked, newest first, with their delivery to the door system',
    response: 'Page<DoorCodeLogItem>',
  },
  'GET /bookings/:id/door-code': {
    schema: contractOf<BookingDoorCodeAnswer | null>()(bookingDoorCodeAnswer),
    summary: "A booking's door code and its window (the booking's owner or an admin)",
    response: 'BookingDoorCodeAnswer, or null when it has none (door codes off, or not issued yet)',
  },
};
