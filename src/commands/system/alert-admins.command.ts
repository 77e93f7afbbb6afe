import type { AppContext } from '../../app-context';
import type { FailingEvent } from '../../projections/projection-runner';
import { adminPhones } from '../users';
import { queueSms } from '../sms';
import { catalogSnapshot } from '../../projections/catalog';
import { channelsFor } from '../../domain/catalog';

/** Every admin's phone: the admin accounts and the numbers listed in ADMIN_PHONES. */
export async function adminNumbers(ctx: AppContext): Promise<string[]> {
  const rows: Array<{ phone_number: string }> = await ctx
    .knex('users')
    .where({ is_admin: true })
    .select('phone_number');
  return [...new Set([...rows.map((r) => r.phone_number), ...adminPhones(ctx.config)])];
}

/**
 * Texts the admins that a read model has stopped at an event it cannot apply. Called once per
 * stopped event (the runner's record says whether this is the first report).
 */
export async function alertProjectionStalled(ctx: AppContext, name: string, failing: FailingEvent): Promise<void> {
  const body =
    `Venue system alert: the "${name}" read model stopped at event ${failing.eventId} (${failing.type}): ` +
    `${failing.error.slice(0, 120)}. Everything else keeps working. Fix the cause, then resume it on the admin pages.`;
  // The admins choose on the notifications page (texted unless they turned it off).
  const on = channelsFor((await catalogSnapshot(ctx)).settings.notifications, 'projection_stopped');
  if (on.sms)
    for (const to of await adminNumbers(ctx))
      await queueSms(ctx, { to, body, reason: 'system_alert' }, { actor: 'system' });
  if (on.email)
    for (const row of await ctx.knex('users').where({ is_admin: true }).whereNotNull('email').select('email'))
      await ctx.email.send({
        to: row.email,
        subject: 'Venue system alert: a read model stopped',
        text: body,
        html: `<p>${body.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`,
      });
  ctx.metrics.adminAlerts.inc({ kind: 'projection_stalled' });
}
