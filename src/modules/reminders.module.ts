import { remindersRoutes } from '../api/routes/reminders/reminders.routes';
import { remindersApi } from '../api/routes/reminders/reminders.openapi';
import { sendDueReminders } from '../commands/reminders/reminder.commands';
import * as reminderEvents from '../domain/reminders/reminder.events';
import { definitionsIn } from '../eventstore/events';
import { remindersProjection } from '../projections/reminders/reminders.projection';
import { REMINDER_SCAN_EVERY_MS } from '../workers/reminders/reminder-jobs';
import { job, type AppModule } from './module';
import * as m1110 from '../../migrations/1110_reminders';

/**
 * Booking reminders by SMS (24 h and 2 h before by default; texts, times and quiet hours in the admin
 * settings). The bookings read model is the schedule: a job every minute sends what is due, once.
 */
export const remindersModule: AppModule = {
  name: 'reminders',
  migrations: [['1110_reminders', m1110]],
  openapi: remindersApi,
  events: definitionsIn(reminderEvents),
  projections: () => [remindersProjection],
  jobs: (ctx) => [job('reminders.send-due', async () => void (await sendDueReminders(ctx)), { attempts: 1 })],
  schedules: () => [
    {
      id: 'reminders-send-due',
      every: { everyMs: REMINDER_SCAN_EVERY_MS },
      job: { name: 'reminders.send-due', payload: {} },
    },
  ],
  routes: remindersRoutes,
};
