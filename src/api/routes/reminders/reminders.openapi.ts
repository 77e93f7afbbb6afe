import { contractOf } from '../../../contracts/contract-of';
import type { Page } from '../../../contracts/lists';
import {
  reminderLogPage,
  reminderSettingsAnswer,
  upcomingReminders,
  type ReminderLogItem,
  type ReminderSettingsAnswer,
  type UpcomingReminderItem,
} from '../../../contracts/reminders/reminders';

const settings = contractOf<ReminderSettingsAnswer>()(reminderSettingsAnswer);
import type { ApiDescription } from '../../openapi/api-description';

/** Booking reminders' routes, for the OpenAPI document. */
export const remindersApi: ApiDescription = {
  'GET /admin/reminders/settings': {
    schema: settings,
    summary: 'The reminder times, texts and quiet hours, with the placeholders and a preview of each text',
    response: 'ReminderSettingsAnswer',
  },
  'PUT /admin/reminders/settings': {
    schema: settings,
    summary: 'Sets the reminder times, texts and quiet hours (recorded as an event with the admin as actor)',
    response: 'ReminderSettingsAnswer',
  },
  'GET /admin/reminders/log': {
    schema: contractOf<Page<ReminderLogItem>>()(reminderLogPage),
    summary: 'Reminders sent or skipped (no phone), newest first, with the text delivery status',
    response: 'Page<ReminderLogItem>',
  },
  'GET /admin/reminders/upcoming': {
    schema: contractOf<{ items: UpcomingReminderItem[] }>()(upcomingReminders),
    summary: 'Reminders still to go out in the next week, at the times the settings give them now',
    response: '{ items: UpcomingReminderItem[] }',
  },
};
