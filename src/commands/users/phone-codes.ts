import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { EventMetadata } from '../../eventstore/types';
import { TooManyRequestsError, ValidationError } from '../../lib/errors';
import { smsText } from '../sms';
import { queueSms } from '../sms';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_AFTER_MS = 60 * 1000;
export const MAX_WRONG_TRIES = 5;

export const INVALID_CODE_MESSAGE = 'Invalid verification code';

function hashCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

/**
 * Issues a fresh 6-digit code for the phone (replacing any earlier one) and queues the text.
 * The conditional upsert makes the 60 s resend rule hold under concurrent requests.
 */
export async function sendPhoneCode(ctx: AppContext, phone: string, metadata?: Partial<EventMetadata>): Promise<void> {
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const resendBefore = new Date(now.getTime() - RESEND_AFTER_MS);
  const { rows } = await ctx.knex.raw<{ rows: unknown[] }>(
    `INSERT INTO phone_verification_codes (phone_number, code_hash, sent_at, expires_at, failed_attempts, consumed_at)
     VALUES (?, ?, ?, ?, 0, NULL)
     ON CONFLICT (phone_number) DO UPDATE SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at,
       expires_at = EXCLUDED.expires_at, failed_attempts = 0, consumed_at = NULL
       WHERE phone_verification_codes.sent_at <= ? OR phone_verification_codes.sent_at > ?
         OR phone_verification_codes.consumed_at IS NOT NULL
     RETURNING phone_number`,
    [
      phone,
      hashCode(ctx.config.SESSION_SECRET, phone, code),
      now,
      new Date(now.getTime() + CODE_TTL_MS),
      resendBefore,
      now,
    ],
  );
  if (rows.length === 0) {
    const row = await ctx.knex('phone_verification_codes').where({ phone_number: phone }).first('sent_at');
    const waitMs = row ? new Date(row.sent_at).getTime() + RESEND_AFTER_MS - now.getTime() : RESEND_AFTER_MS;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new TooManyRequestsError(
      `Please wait ${seconds} seconds before requesting a new code.`,
      'AUTH.RESEND_TOO_SOON',
      seconds,
    );
  }
  await queueSms(
    ctx,
    {
      to: phone,
      body: await smsText(ctx, 'verification_code', { code }),
      reason: 'verification_code',
    },
    metadata,
  );
}

/**
 * Checks a code without using it up; a wrong code counts toward the lockout. Every try takes one of
 * the code's attempts before the comparison (and a right one gives it back), so parallel guesses
 * cannot get past the limit. Throws the message the caller should see.
 */
export async function checkPhoneCode(ctx: AppContext, phone: string, code: string): Promise<void> {
  const now = ctx.now();
  const row = await ctx.knex('phone_verification_codes').where({ phone_number: phone }).first();
  if (!row || row.consumed_at) {
    throw new ValidationError(
      'No active verification code for this number. Please request a new code.',
      'AUTH.NO_CODE',
    );
  }
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    throw new ValidationError('This verification code has expired. Please request a new code.', 'AUTH.CODE_EXPIRED');
  }
  const taken = await ctx
    .knex('phone_verification_codes')
    .where({ phone_number: phone, code_hash: row.code_hash })
    .where('failed_attempts', '<', MAX_WRONG_TRIES)
    .update({ failed_attempts: ctx.knex.raw('failed_attempts + 1') });
  if (taken === 0) {
    throw new ValidationError('Too many incorrect attempts. Please request a new code.', 'AUTH.CODE_LOCKED');
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(hashCode(ctx.config.SESSION_SECRET, phone, code), 'hex');
  if (!(expected.length === actual.length && timingSafeEqual(expected, actual))) {
    throw new ValidationError(INVALID_CODE_MESSAGE, 'AUTH.CODE_INVALID');
  }
  await ctx
    .knex('phone_verification_codes')
    .where({ phone_number: phone, code_hash: row.code_hash })
    .update({ failed_attempts: ctx.knex.raw('greatest(failed_attempts - 1, 0)') });
}

/** Uses the code up; false when another request used it (or it lapsed) in the meantime. */
export async function consumePhoneCode(ctx: AppContext, phone: string, code: string): Promise<boolean> {
  const now = ctx.now();
  const updated = await ctx
    .knex('phone_verification_codes')
    .where({ phone_number: phone, code_hash: hashCode(ctx.config.SESSION_SECRET, phone, code) })
    .whereNull('consumed_at')
    .where('expires_at', '>', now)
    .where('failed_attempts', '<', MAX_WRONG_TRIES)
    .update({ consumed_at: now });
  return updated > 0;
}
