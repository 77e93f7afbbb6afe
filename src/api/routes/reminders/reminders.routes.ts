import { Router } from 'express';
import type { AppContext } from '../../../app-context';
import { reminderText, saveReminderSettings, upcomingReminders } from '../../../commands/reminders/reminder.commands';
import { listParams } from '../../../contracts/lists';
import { reminderSettingsInput, type ReminderSettingsAnswer } from '../../../contracts/reminders/reminders';
import { REMINDER_PLACEHOLDERS, type ReminderSettings } from '../../../domain/reminders/reminder-schedule';
import { reminderLog, reminderSettings } from '../../../projections/reminders/reminders.queries';
import { actorOf, requireAdmin } from '../../auth';
import { validated } from '../../route-input';

/** Admins set the reminder texts, times and quiet hours, and see what was sent and what is due. */
export function remindersRoutes(ctx: AppContext): Router {
  const router = Router();
  const answer = async (settings: ReminderSettings): Promise<ReminderSettingsAnswer> => {
    const sample = {
      bookingId: '00000000-0000-4000-8000-000000000000',
      firstName: 'Ada',
      bayName: 'Bay 2',
      startsAt: new Date(ctx.now().getTime() + 24 * 3600_000),
    };
    return {
      ...settings,
      placeholders: REMINDER_PLACEHOLDERS.map((p) => `{${p}}`),
      preview: {
        day_before: await reminderText(ctx, settings.day_before.template, sample),
        hours_before: await reminderText(ctx, settings.hours_before.template, sample),
      },
    };
  };

  router.get('/admin/reminders/settings', requireAdmin, async (_req, res) => {
    res.json(await answer(await reminderSettings(ctx.knex)));
  });
  router.put(
    '/admin/reminders/settings',
    requireAdmin,
    validated({ body: reminderSettingsInput }, async (req, res, { body: settings }) => {
      await saveReminderSettings(ctx, settings, actorOf(req));
      res.json(await answer(await reminderSettings(ctx.knex)));
    }),
  );
  router.get(
    '/admin/reminders/log',
    requireAdmin,
    validated({ query: listParams }, async (req, res, valid) => {
      res.json(await reminderLog(ctx.knex, valid.query));
    }),
  );
  router.get('/admin/reminders/upcoming', requireAdmin, async (_req, res) => {
    res.json({ items: await upcomingReminders(ctx) });
  });
  return router;
}
