import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { maskPhone } from '../../lib/phone-number';
import { SmsSendError, type SmsMessage, type SmsSender } from './sms-sender';

/**
 * Development stand-in for Twilio: logs each message and keeps it in `dev_sms_outbox`
 * (read by GET /api/dev/sms-outbox). In production it refuses: a missing provider is a delivery failure.
 */
export class LocalSmsTwin implements SmsSender {
  readonly kind = 'local' as const;

  constructor(
    private readonly knex: Knex,
    private readonly logger: Logger,
    private readonly production: boolean,
  ) {}

  async send(message: SmsMessage): Promise<{ providerId: string }> {
    if (this.production) {
      this.logger.error(
        { to: maskPhone(message.to), reason: message.reason },
        'SMS not sent: no Twilio keys configured',
      );
      throw new SmsSendError('No SMS provider configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)', false);
    }
    await this.knex('dev_sms_outbox').insert({
      sms_id: message.smsId,
      to_phone: message.to,
      body: message.body,
      reason: message.reason,
      sent_at: new Date(),
    });
    this.logger.info({ to: message.to, reason: message.reason, body: message.body }, 'SMS (local twin)');
    return { providerId: `local-${randomUUID()}` };
  }
}

/** The twin's outbox, newest first (at most 100), optionally for one phone number. */
export async function devOutbox(knex: Knex, phone: string | null) {
  const query = knex('dev_sms_outbox').orderBy('id', 'desc').limit(100);
  if (phone) query.where({ to_phone: phone });
  const rows = await query;
  return rows.map((r) => ({
    smsId: r.sms_id as string,
    to: r.to_phone as string,
    body: r.body as string,
    reason: r.reason as string,
    sentAt: new Date(r.sent_at).toISOString(),
  }));
}
