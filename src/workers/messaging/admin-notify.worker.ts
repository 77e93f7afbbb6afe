import type { AppContext } from '../../app-context';
import type { JobPayloads } from '../jobs';
import { adminNumbers } from '../../commands/system';
import { queueSms } from '../../commands/sms';
import { systemSettingsOf } from '../../projections/catalog';

export const ADMIN_NOTIFICATION_REASON = 'admin_notification';

async function adminEmails(ctx: AppContext): Promise<string[]> {
  const rows: Array<{ email: string | null }> = await ctx.knex('users').where({ is_admin: true }).select('email');
  return [...new Set(rows.map((r) => r.email).filter((e): e is string => Boolean(e)))];
}

/** Claims (event, channel, recipient) first, so a retried job never sends one notification twice. */
async function claim(ctx: AppContext, eventId: string, channel: string, recipient: string): Promise<boolean> {
  const rows = await ctx
    .knex('admin_notifications_sent')
    .insert({ event_id: eventId, channel, recipient, sent_at: ctx.now() })
    .onConflict(['event_id', 'channel', 'recipient'])
    .ignore()
    .returning('recipient');
  return rows.length > 0;
}

/** Sends one notification to every admin over its channel: their phones, or their email addresses. */
export async function sendAdminNotification(ctx: AppContext, job: JobPayloads['admin.notify']): Promise<void> {
  const venue = (await systemSettingsOf(ctx)).venueName;
  if (job.channel === 'sms') {
    for (const to of await adminNumbers(ctx)) {
      if (!(await claim(ctx, job.eventId, 'sms', to))) continue;
      await queueSms(
        ctx,
        { to, body: `${venue}: ${job.text}`, reason: ADMIN_NOTIFICATION_REASON },
        { actor: 'system' },
      );
    }
    return;
  }
  for (const to of await adminEmails(ctx)) {
    if (!(await claim(ctx, job.eventId, 'email', to))) continue;
    const subject = `${venue}: ${job.text.slice(0, 60)}`;
    try {
      await ctx.email.send({ to, subject, text: job.text, html: `<p>${escapeHtml(job.text)}</p>` });
    } catch (error) {
      // Not sent: free the claim so the retry sends it.
      await ctx
        .knex('admin_notifications_sent')
        .where({ event_id: job.eventId, channel: 'email', recipient: to })
        .del();
      throw error;
    }
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
