import type { ApiDescription } from '../../openapi/api-description';

/** Booking reminders' routes, for the OpenAPI document. */
export const remindersApi: ApiDescription = {
  'GET /admin/reminders/settings': {
    summary: 'The reminder times, texts and quiet hours, with the placeholders and a preview of each text',
    response: 'ReminderSettingsAnswer',
  },
  'PUT /admin/reminders/settings': {
    summary: 'Sets the reminder times, texts and quiet hours (recorded as an event with the admin as actor)',
    response: 'ReminderSettingsAnswer',
  },
  'GET /admin/reminders/log': {
    summary: 'Reminders sent or skipped (no phone), newest first, with the text delivery status',
    response: 'Page<ReminderLogItem>',
  },
  'GET /admin/reminders/upcoming': {
    summary: 'Reminders still to go out in the next week, at the times the settings give them now',
    response: '{ items: UpcomingReminderItem[] }',
  },
};

/** Door codes' routes, for the OpenAPI document. */
export const doorAccessApi: ApiDescription = {
  'GET /admin/door-access': {
    summary:
      'Door-access settings (enabled, provider, webhook URL, whether a secret is set, minutes before, code length)',
    response: 'DoorAccessSettingsAnswer',
  },
  'PUT /admin/door-access': {
    summary: 'Sets the door-access settings; the signing secret is sealed and never shown again',
    response: 'DoorAccessSettingsAnswer',
  },
  'GET /admin/door-access/codes': {
    summary: 'Door codes issued, moved and revoked, newest first, with their delivery to the door system',
    response: 'Page<DoorCodeLogItem>',
  },
  'GET /bookings/:id/door-code': {
    summary: "A booking's door code and its window (the booking's owner or an admin; 404 when it has none)",
    response: 'BookingDoorCodeAnswer',
  },
};
