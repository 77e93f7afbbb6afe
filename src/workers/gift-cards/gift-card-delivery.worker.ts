import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context';
import { loadGiftCard } from '../../commands/gift-cards/gift-card.commands';
import { giftCardEmail } from '../../commands/gift-cards/gift-card-email';
import { queueSms } from '../../commands/sms';
import { formatMoney } from '../../lib/money';
import { siteUrl } from '../../lib/site-url';

/** The delivery row of a card: one per card, so any number of jobs and sweeps deliver it once. */
const deliveryKey = (code: string) => `delivery-${code}`;

/** A card chosen for a day is sent at 9 AM venue time on that day; one without a day at once. */
export function deliveryDue(deliveryDate: string | null, now: Date, zone: string): boolean {
  if (!deliveryDate) return true;
  return now.getTime() >= DateTime.fromISO(`${deliveryDate}T09:00`, { zone }).toMillis();
}

/**
 * Delivers a gift card once its delivery time has come: by email over SMTP (nodemailer; the local SMTP
 * sink outside production) or by text through the SMS pipeline. The card's delivery row makes a
 * repeat a no-op; a failed send throws, so the job retries, and the last failure is recorded.
 */
export async function deliverGiftCard(
  ctx: AppContext,
  payload: { code: string },
): Promise<'sent' | 'not-due' | 'skipped'> {
  const key = deliveryKey(payload.code);
  const done = await ctx.knex('gift_card_deliveries').where({ job_id: key }).first('status');
  if (done?.status === 'sent') return 'skipped';
  const state = await loadGiftCard(ctx, payload.code);
  if (state.status === 'none') return 'skipped';
  const card = state.card;
  if (card.deliveryMethod === 'pickup') return 'skipped';
  if (!deliveryDue(card.deliveryDate ?? null, ctx.now(), ctx.config.VENUE_TIMEZONE)) return 'not-due';
  const body =
    `${card.senderName} sent you a ${ctx.config.VENUE_NAME} gift card for ${formatMoney(card.amountCents)}! ` +
    `Code: ${card.code}.${card.personalMessage ? ` "${card.personalMessage}"` : ''}`;
  const channel = card.deliveryMethod === 'sms' ? 'sms' : 'email';
  const recipient = channel === 'sms' ? card.recipientPhone : card.recipientEmail;
  if (!recipient) return 'skipped';
  const to: string = recipient;
  const send = () =>
    channel === 'sms'
      ? queueSms(ctx, { to, body, reason: 'gift_card_delivery' })
      : ctx.email.send({
          to,
          ...giftCardEmail({
            venueName: ctx.config.VENUE_NAME,
            code: card.code,
            amountCents: card.amountCents,
            recipientName: card.recipientName,
            senderName: card.senderName,
            personalMessage: card.personalMessage ?? null,
            bookUrl: siteUrl(ctx, '/'),
          }),
        });
  if (!(await claim(ctx, key, card.code, channel, to, body))) return 'skipped';
  try {
    await send();
  } catch (error) {
    await ctx.knex('gift_card_deliveries').where({ job_id: key, status: 'sending' }).update({ status: 'failed' });
    throw error;
  }
  await ctx.knex('gift_card_deliveries').where({ job_id: key }).update({ status: 'sent' });
  return 'sent';
}

/** A sender that claimed a card this long ago and never finished is taken to have died. */
const CLAIM_STALE_MS = 5 * 60_000;

/**
 * Claims the card's delivery row before sending, so two deliveries running at once send once: the
 * first insert wins; a failed or stale claim is taken over by exactly one caller.
 */
async function claim(
  ctx: AppContext,
  key: string,
  code: string,
  channel: string,
  recipient: string,
  body: string,
): Promise<boolean> {
  const now = ctx.now();
  const inserted = await ctx
    .knex('gift_card_deliveries')
    .insert({ job_id: key, code, channel, recipient, status: 'sending', body, created_at: now })
    .onConflict('job_id')
    .ignore()
    .returning('job_id');
  if (inserted.length > 0) return true;
  const retaken = await ctx
    .knex('gift_card_deliveries')
    .where({ job_id: key })
    .where((q) =>
      q
        .where({ status: 'failed' })
        .orWhere((w) =>
          w.where({ status: 'sending' }).andWhere('created_at', '<', new Date(now.getTime() - CLAIM_STALE_MS)),
        ),
    )
    .update({ status: 'sending', created_at: now, recipient, body })
    .returning('job_id');
  return retaken.length > 0;
}

/** The last attempt failed: the delivery is recorded as failed, for staff to see (the sweep tries again). */
export async function recordGiftCardDeliveryFailure(
  ctx: AppContext,
  payload: { code: string },
  error: Error,
): Promise<void> {
  const state = await loadGiftCard(ctx, payload.code);
  if (state.status === 'none') return;
  const card = state.card;
  const channel = card.deliveryMethod === 'sms' ? 'sms' : 'email';
  await ctx
    .knex('gift_card_deliveries')
    .insert({
      job_id: deliveryKey(card.code),
      code: card.code,
      channel,
      recipient: (channel === 'sms' ? card.recipientPhone : card.recipientEmail) ?? '',
      status: 'failed',
      body: error.message.slice(0, 500),
    })
    .onConflict('job_id')
    .merge(['status', 'body']);
}

/**
 * The recurring sweep: every emailed or texted card whose delivery time has come and that is not
 * delivered yet (a delayed job Redis lost, a send that failed for good) is delivered now. Safe to run twice.
 */
export async function deliverDueGiftCards(ctx: AppContext): Promise<number> {
  const today = DateTime.fromJSDate(ctx.now(), { zone: ctx.config.VENUE_TIMEZONE }).toISODate()!;
  const rows: Array<{ code: string }> = await ctx
    .knex('gift_cards as g')
    .leftJoin('gift_card_deliveries as d', (j) =>
      j.on('d.job_id', '=', ctx.knex.raw("'delivery-' || g.code")).andOnVal('d.status', '=', 'sent'),
    )
    .whereNull('d.job_id')
    .whereIn('g.delivery_method', ['email', 'sms'])
    .where((q) => q.whereNull('g.delivery_date').orWhere('g.delivery_date', '<=', today))
    .orderBy('g.created_at')
    .limit(200)
    .select('g.code');
  let sent = 0;
  for (const { code } of rows) {
    try {
      if ((await deliverGiftCard(ctx, { code })) === 'sent') sent++;
    } catch (err) {
      ctx.logger.warn({ err, code }, 'gift card delivery failed; the next sweep tries again');
    }
  }
  return sent;
}
