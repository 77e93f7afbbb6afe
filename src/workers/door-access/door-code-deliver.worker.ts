import { UnrecoverableError } from 'bullmq';
import type { AppContext } from '../../app-context';
import { DOOR_ACCESS_SECRET_PURPOSE } from '../../commands/door-access/door-access.commands';
import {
  DoorCodeDelivered,
  DoorCodeDeliveryFailed,
  doorCodeDeliveryStream,
} from '../../domain/door-access/door-access.events';
import { guardedPost, RefusedDestinationError } from '../../integrations/outbound/guarded-post';
import { openSecret } from '../../lib/sealed-secret';
import { deliveryDone, doorAccessSettings } from '../../projections/door-access/door-access.queries';
import type { JobInfo, JobPayloads } from '../jobs';
import { webhookSignature, WEBHOOK_TIMEOUT_MS } from '../webhooks';

export const DOOR_CODE_ATTEMPTS = 8;

type Payload = JobPayloads['door-code.deliver'];

/**
 * POSTs one door-code change to the generic webhook, signed with the configured secret
 * (`X-Webhook-Signature: sha256=HMAC(secret, "<timestamp>.<body>")`, as outbound webhooks are).
 * A non-2xx answer or a timeout throws, so the queue retries with backoff; success is recorded once.
 */
export async function deliverDoorCode(ctx: AppContext, { message }: Payload, job: JobInfo): Promise<void> {
  if (await deliveryDone(ctx.knex, message.id)) return;
  const settings = await doorAccessSettings(ctx.knex);
  if (!settings.enabled || settings.provider !== 'generic_webhook' || !settings.webhookUrl)
    throw new UnrecoverableError('Door access was turned off before this change was delivered');
  let secret = '';
  try {
    if (settings.secretSealed) secret = openSecret(ctx.config, DOOR_ACCESS_SECRET_PURPOSE, settings.secretSealed);
  } catch {
    throw new UnrecoverableError('The door-access secret cannot be opened (ENCRYPTION_KEY changed?): set it again');
  }
  const body = JSON.stringify(message);
  const timestamp = String(Math.floor(Date.now() / 1000));
  let statusCode: number;
  try {
    statusCode = await guardedPost({
      url: settings.webhookUrl,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      allowedHosts: ctx.config.OUTBOUND_ALLOWED_HOSTS,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'golf-sim-door-access/1',
        'X-Webhook-Timestamp': timestamp,
        'X-Webhook-Signature': webhookSignature(secret, timestamp, body),
      },
      body,
    });
  } catch (err) {
    if (err instanceof RefusedDestinationError) throw new UnrecoverableError(err.message);
    const message = err instanceof Error && err.name === 'TimeoutError' ? 'Timed out' : String((err as Error).message);
    throw new Error(message, { cause: err });
  }
  if (statusCode < 200 || statusCode >= 300) throw new Error(`Answered ${statusCode}`);
  await ctx.store.append(
    doorCodeDeliveryStream(ctx.config.VENUE_ID, message.bookingId),
    [
      DoorCodeDelivered.create(
        {
          bookingId: message.bookingId,
          eventId: message.id,
          action: message.action,
          attempts: job.attempt,
          statusCode,
          at: ctx.now().toISOString(),
        },
        { actor: 'system' },
      ),
    ],
    { expected: 'any' },
  );
}

/** Every attempt failed: the log shows the change as not delivered, with the last error. */
export async function recordDoorCodeFailure(ctx: AppContext, { message }: Payload, error: Error, job: JobInfo) {
  await ctx.store.append(
    doorCodeDeliveryStream(ctx.config.VENUE_ID, message.bookingId),
    [
      DoorCodeDeliveryFailed.create(
        {
          bookingId: message.bookingId,
          eventId: message.id,
          action: message.action,
          attempts: Math.max(1, job.attempt),
          error: error.message.slice(0, 500),
          at: ctx.now().toISOString(),
        },
        { actor: 'system' },
      ),
    ],
    { expected: 'any' },
  );
}
