import type { AppContext } from '../../app-context';
import { loadGiftCard } from '../../commands/gift-cards/gift-card.commands';
import { queueSms } from '../../commands/sms/queue-sms.command';
import { toDecimalString } from '../../lib/money';
import type { JobInfo } from '../jobs';

/**
 * Delivers a gift card. Texts go through the SMS pipeline; there is no email provider yet, so an
 * emailed card is written to the delivery outbox (gift_card_deliveries) that staff can resend from.
 * The job id keys the outbox row, so a retried job delivers once.
 */
export async function deliverGiftCard(ctx: AppContext, payload: { code: string }, job: JobInfo): Promise<void> {
  const done = await ctx.knex('gift_card_deliveries').where({ job_id: job.jobId }).first('status');
  if (done) return;
  const state = await loadGiftCard(ctx, payload.code);
  if (state.status === 'none') return;
  const card = state.card;
  const body =
    `${card.senderName} sent you a ${ctx.config.VENUE_NAME} gift card for $${toDecimalString(card.amountCents)}! ` +
    `Code: ${card.code}.${card.personalMessage ? ` "${card.personalMessage}"` : ''}`;
  const channel = card.deliveryMethod === 'sms' ? 'sms' : 'email';
  const recipient = channel === 'sms' ? card.recipientPhone : card.recipientEmail;
  if (!recipient) return;
  if (channel === 'sms') await queueSms(ctx, { to: recipient, body, reason: 'gift_card_delivery' });
  else ctx.logger.info({ code: card.code, to: recipient }, 'gift card email queued in the delivery outbox');
  await ctx
    .knex('gift_card_deliveries')
    .insert({ job_id: job.jobId, code: card.code, channel, recipient, status: 'sent', body })
    .onConflict('job_id')
    .ignore();
}
