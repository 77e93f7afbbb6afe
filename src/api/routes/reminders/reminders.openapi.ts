import { reminderLogPage, reminderSettingsAnswer, upcomingReminders } from '../../../contracts/reminders/reminders';
import type { ApiDescription } from '../../openapi/api-description';

/** Booking reminders' routes, for the OpenAPI document. */
export const remindersApi: ApiDescription = {
  'GET /admin/reminders/settings': {
    summary: 'The reminder times, texts and quiet hours, with the placeholders and a preview of each text',
    response: 'ReminderSettingsAnswer',
    schema: reminderSettingsAnswer,
  },
  'PUT /admin/reminders/settings': {
    summary: 'Sets the reminder times, texts and quiet hours (recorded as an event with the admin as actor)',
    response: 'ReminderSettingsAnswer',
    schema: reminderSettingsAnswer,
  },
  'GET /admin/reminders/log': {
    summary: 'Reminders sent or skipped (no phone), newest first, with the text delivery status',
    response: 'Page<ReminderLogItem>',
    schema: reminderLogPage,
  },
  'GET /admin/reminders/upcoming': {
    summary: 'Reminders still to go out in the next week, at the times the settings give them now',
    response: '{ items: UpcomingReminderItem[] }',
    schema: upcomingReminders,
  },
};
