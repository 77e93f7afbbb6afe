import { UnrecoverableError } from 'bullmq';
import type { AppContext } from '../../app-context';
import { SmsDelivered, SmsDeliveryFailed, smsStream } from '../../domain/sms/sms.events';
import { maskPhone } from '../../lib/phone-number';
import { createSmsSender, SmsSendError, type SmsSender } from '../../integrations/twilio';
import { decryptSmsBody } from '../../integrations/twilio/sms-body-crypto';
import type { JobInfo, JobPayloads } from '../jobs';
import { job, type JobDefinition } from '../../modules/module';
import { messagingSettings, optedOut } from '../../projections/sms/sms-settings.queries';
import { OPTIONAL_SMS_REASONS } from '../../domain/sms/sms-reasons';

type Payload = JobPayloads['sms.send'];

/** A 'sending' claim older than this belongs to a worker that died mid-call. */
const STALE_SENDING_MS = 2 * 60 * 1000;

/**
 * At most once per event: the delivery row (keyed by the SmsQueued event id) is claimed as
 * 'sending' before the provider is called. Only a failure that surely did not send puts it back
 * to 'retry'; a row left in 'sending' (a crash mid-call) is never sent again.
 */
/** The SMS sender job: Twilio when keyed, else the development twin. */
export function smsSendJob(ctx: AppContext, sender: SmsSender = createSmsSender(ctx)): JobDefinition {
  return job('sms.send', (payload, info) => sendSms(ctx, sender, payload, info), {
    attempts: ctx.config.SMS_SEND_ATTEMPTS,
    backoffMs: ctx.config.SMS_RETRY_BACKOFF_MS,
    onFinalFailure: (payload, error, info) => recordFailure(ctx, payload, error, info),
  });
}

async function sendSms(ctx: AppContext, sender: SmsSender, payload: Payload, job: JobInfo): Promise<void> {
  const now = ctx.now();
  const claimed = await ctx.knex.raw<{ rows: Array<{ attempts: number }> }>(
    `INSERT INTO sms_deliveries (event_id, sms_id, status, attempts, created_at, updated_at)
     VALUES (?, ?, 'sending', 1, ?, ?)
     ON CONFLICT (event_id) DO UPDATE SET status = 'sending', attempts = sms_deliveries.attempts + 1, updated_at = EXCLUDED.updated_at
       WHERE sms_deliveries.status = 'retry'
     RETURNING attempts`,
    [payload.eventId, payload.smsId, now, now],
  );
  if (claimed.rows.length === 0) {
    const row = await ctx.knex('sms_deliveries').where({ event_id: payload.eventId }).first();
    if (row?.status === 'sending' && now.getTime() - new Date(row.updated_at).getTime() > STALE_SENDING_MS) {
      // A worker stopped while calling the provider: the text may or may not have gone out.
      await recordFailure(ctx, payload, new Error('Delivery outcome unknown: the worker stopped while sending'), job);
      return;
    }
    ctx.logger.info(
      { smsId: payload.smsId, jobId: job.jobId },
      'SMS already handled for this event; not sending again',
    );
    return;
  }
  const attempts = claimed.rows[0].attempts;
  const sms = await ctx.knex('outbound_sms').where({ id: payload.smsId }).first();
  if (!sms?.body_encrypted) {
    await settle(ctx, payload.eventId, 'failed', { last_error: 'message body missing' });
    throw new UnrecoverableError('SMS body missing');
  }
  // Marketing and reminders are not sent to a number that texted STOP (until it texts START).
  if (OPTIONAL_SMS_REASONS.has(sms.reason) && (await optedOut(ctx, sms.to_phone))) {
    const error = 'Not sent: the recipient texted STOP';
    await settle(ctx, payload.eventId, 'suppressed', { last_error: error });
    await purgeBody(ctx, payload.smsId);
    await ctx.store.append(
      smsStream(ctx.config.VENUE_ID, payload.smsId),
      [
        SmsDeliveryFailed.create({
          smsId: payload.smsId,
          to: sms.to_phone,
          reason: sms.reason,
          error,
          attempts: 0,
          at: now.toISOString(),
        }),
      ],
      { expected: 'any' },
    );
    return;
  }
  const { senderNumber } = await messagingSettings(ctx);
  let providerId: string;
  try {
    const body = decryptSmsBody(ctx.config, sms.body_encrypted);
    ({ providerId } = await sender.send({
      smsId: payload.smsId,
      to: sms.to_phone,
      body,
      reason: sms.reason,
      from: senderNumber,
    }));
  } catch (error) {
    const retryable = error instanceof SmsSendError && error.retryable;
    await settle(ctx, payload.eventId, retryable ? 'retry' : 'failed', { last_error: (error as Error).message });
    if (!retryable) throw new UnrecoverableError((error as Error).message);
    throw error;
  }
  await settle(ctx, payload.eventId, 'sent', { provider_id: providerId, last_error: null });
  await purgeBody(ctx, payload.smsId);
  await ctx.store.append(
    smsStream(ctx.config.VENUE_ID, payload.smsId),
    [
      SmsDelivered.create({
        smsId: payload.smsId,
        to: sms.to_phone,
        reason: sms.reason,
        providerId,
        attempts,
        at: now.toISOString(),
      }),
    ],
    { expected: 'any' },
  );
  ctx.logger.info({ smsId: payload.smsId, to: maskPhone(sms.to_phone), reason: sms.reason, attempts }, 'SMS sent');
}

async function recordFailure(ctx: AppContext, payload: Payload, error: Error, job: JobInfo): Promise<void> {
  const updated = await ctx
    .knex('sms_deliveries')
    .where({ event_id: payload.eventId })
    .whereNot({ status: 'sent' })
    .whereNot({ status: 'failed_final' })
    .update({ status: 'failed_final', last_error: error.message, updated_at: ctx.now() })
    .returning('attempts');
  if (updated.length === 0) return;
  await purgeBody(ctx, payload.smsId);
  const sms = await ctx.knex('outbound_sms').where({ id: payload.smsId }).first();
  await ctx.store.append(
    smsStream(ctx.config.VENUE_ID, payload.smsId),
    [
      SmsDeliveryFailed.create({
        smsId: payload.smsId,
        to: sms?.to_phone ?? 'unknown',
        reason: sms?.reason ?? 'unknown',
        error: error.message,
        attempts: updated[0].attempts ?? job.attempt,
        at: ctx.now().toISOString(),
      }),
    ],
    { expected: 'any' },
  );
  ctx.logger.warn({ smsId: payload.smsId, error: error.message }, 'SMS delivery failed for good');
}

function settle(ctx: AppContext, eventId: string, status: string, fields: Record<string, unknown>) {
  return ctx
    .knex('sms_deliveries')
    .where({ event_id: eventId })
    .update({ status, ...fields, updated_at: ctx.now() });
}

function purgeBody(ctx: AppContext, smsId: string) {
  return ctx.knex('outbound_sms').where({ id: smsId }).update({ body_encrypted: null, purged_at: ctx.now() });
}
