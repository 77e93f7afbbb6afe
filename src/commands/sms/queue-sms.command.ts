import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { SmsQueued, smsStream } from '../../domain/sms/sms.events';
import type { EventMetadata } from '../../eventstore/types';
import { encryptSmsBody } from '../../integrations/twilio/sms-body-crypto';

export interface OutboundSms {
  /** E.164 number. */
  to: string;
  body: string;
  /** Why it is sent, e.g. 'verification_code', 'payment_receipt'; shown to admins on failures. */
  reason: string;
  /** A caller that must queue the same text again after a crash names it (default: a new id). */
  smsId?: string;
}

/**
 * Queues a text message: the body is stored encrypted, then SmsQueued is appended; the sms-dispatch
 * reactor turns the event into an 'sms.send' job. Returns the message id and the event's position.
 */
export async function queueSms(
  ctx: AppContext,
  sms: OutboundSms,
  metadata?: Partial<EventMetadata>,
): Promise<{ smsId: string; position: string }> {
  const smsId = sms.smsId ?? randomUUID();
  const now = ctx.now();
  await ctx.knex('outbound_sms').insert({
    id: smsId,
    to_phone: sms.to,
    reason: sms.reason,
    body_encrypted: encryptSmsBody(ctx.config, sms.body),
    created_at: now,
  });
  const result = await ctx.store.append(
    smsStream(ctx.config.VENUE_ID, smsId),
    [SmsQueued.create({ smsId, to: sms.to, reason: sms.reason, queuedAt: now.toISOString() }, metadata)],
    { expected: 'no_stream' },
  );
  return { smsId, position: result.position };
}
