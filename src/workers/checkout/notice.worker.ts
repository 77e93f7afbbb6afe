import type { AppContext } from '../../app-context';
import { smsText } from '../../commands/sms';
import { noticeEmail } from '../../commands/checkout/receipt-email';
import { queueSms } from '../../commands/sms';
import type { NoticePayload } from './notice-jobs';
import { noticeFor, type CustomerNotice } from './notice-content';

/** An event older than this when its job runs is history (a reactor catching up), not news. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Sends the receipt or notice for one event: a text to the account's verified phone and an email
 * where there is an address, each recorded once per event (a failed email is retried without
 * texting again). Receipts are transactional: STOP does not hold them.
 */
export async function sendNotice(ctx: AppContext, payload: NoticePayload): Promise<void> {
  if (ctx.now().getTime() - Date.parse(payload.occurredAt) > STALE_AFTER_MS) return;
  const notice = await noticeFor(ctx, payload);
  if (!notice) return;
  const user = notice.userId
    ? await ctx.knex('users').where({ id: notice.userId }).first('phone_number', 'email', 'first_name')
    : null;
  const email = user?.email ?? notice.fallbackEmail;
  if (email) await emailNotice(ctx, payload.eventId, notice, email, user?.first_name ?? 'there');
  if (user?.phone_number) await textNotice(ctx, payload.eventId, notice, user.phone_number);
}

/** Claims the event's notice on a channel: true when this run must send it (new, or failed before). */
async function claim(ctx: AppContext, eventId: string, channel: 'sms' | 'email', to: string): Promise<boolean> {
  const now = ctx.now();
  const claimed = await ctx
    .knex('customer_notices')
    .insert({ event_id: eventId, channel, to_address: to, status: 'sending', updated_at: now })
    .onConflict(['event_id', 'channel'])
    .merge({ status: 'sending', to_address: to, updated_at: now })
    .where('customer_notices.status', 'failed')
    .returning('event_id');
  return claimed.length > 0;
}

async function settle(ctx: AppContext, eventId: string, channel: 'sms' | 'email', status: 'sent' | 'failed') {
  await ctx.knex('customer_notices').where({ event_id: eventId, channel }).update({ status, updated_at: ctx.now() });
}

async function once(ctx: AppContext, eventId: string, channel: 'sms' | 'email', to: string, send: () => Promise<void>) {
  if (!(await claim(ctx, eventId, channel, to))) return;
  try {
    await send();
  } catch (error) {
    await settle(ctx, eventId, channel, 'failed');
    throw error;
  }
  await settle(ctx, eventId, channel, 'sent');
}

function textNotice(ctx: AppContext, eventId: string, notice: CustomerNotice, to: string) {
  return once(ctx, eventId, 'sms', to, async () => {
    const body = await smsText(ctx, notice.template, notice.values);
    await queueSms(ctx, { to, body, reason: notice.template }, { actor: 'system', causationId: eventId });
  });
}

function emailNotice(ctx: AppContext, eventId: string, notice: CustomerNotice, to: string, name: string) {
  return once(ctx, eventId, 'email', to, async () => {
    await ctx.email.send({
      to,
      ...noticeEmail({ venueName: ctx.config.VENUE_NAME, customerName: name, ...notice.email }),
    });
  });
}
