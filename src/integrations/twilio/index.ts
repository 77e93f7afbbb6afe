import type { AppContext } from '../../app-context';
import { LocalSmsTwin } from './local-sms-twin';
import type { SmsSender } from './sms-sender';
import { TwilioSmsSender } from './twilio-sms-sender';

export function createSmsSender(ctx: AppContext): SmsSender {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_API_BASE, NODE_ENV, SMS_PROVIDER } = ctx.config;
  // SMS_PROVIDER=none: no texts at all; the local twin in its refusing mode records each as failed.
  if (SMS_PROVIDER === 'none') return new LocalSmsTwin(ctx.knex, ctx.logger, true);
  if (SMS_PROVIDER !== 'console' && TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM) {
    return new TwilioSmsSender(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_API_BASE);
  }
  if (NODE_ENV === 'production') ctx.logger.error('Twilio keys are missing: text messages (sign-in codes) will fail');
  return new LocalSmsTwin(ctx.knex, ctx.logger, NODE_ENV === 'production');
}

export type { SmsMessage, SmsSender } from './sms-sender';
export { SmsSendError } from './sms-sender';
