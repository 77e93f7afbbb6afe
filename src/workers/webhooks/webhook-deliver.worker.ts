import { createHmac, randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import type { AppContext } from '../../app-context';
import { WEBHOOK_SECRET_PURPOSE } from '../../commands/webhooks/webhook.commands';
import { guardedPost, RefusedDestinationError } from '../../integrations/outbound/guarded-post';
import { openSecret } from '../../lib/sealed-secret';
import { webhookTarget } from '../../projections/webhooks/webhooks.queries';
import type { JobInfo, JobPayloads } from '../jobs';

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_ATTEMPTS = 8;

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, what the receiver recomputes with its secret. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * One delivery attempt: POST the signed message (only to a public address, redirects not followed),
 * log the attempt, throw on a non-2xx answer or a timeout so the queue retries it with backoff. A webhook deleted, paused or already served is skipped.
 */
export async function deliverWebhook(
  ctx: AppContext,
  { webhookId, message }: JobPayloads['webhook.deliver'],
  job: JobInfo,
): Promise<void> {
  const target = await webhookTarget(ctx.knex, webhookId);
  if (!target || !target.isActive) return;
  const served = await ctx
    .knex('webhook_deliveries')
    .where({ webhook_id: webhookId, event_id: message.id, succeeded: true })
    .first('id');
  if (served) return;
  let secret: string;
  try {
    secret = openSecret(ctx.config, WEBHOOK_SECRET_PURPOSE, target.secretSealed);
  } catch {
    throw new UnrecoverableError(
      'The webhook secret cannot be opened (ENCRYPTION_KEY changed?): create the webhook again',
    );
  }
  const body = JSON.stringify(message);
  // The wall clock, not the app clock: receivers check the timestamp against theirs.
  const timestamp = String(Math.floor(Date.now() / 1000));
  const started = Date.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  let refused = false;
  try {
    statusCode = await guardedPost({
      url: target.url,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      allowedHosts: ctx.config.OUTBOUND_ALLOWED_HOSTS,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'golf-sim-webhooks/1',
        'X-Webhook-Id': webhookId,
        'X-Webhook-Timestamp': timestamp,
        'X-Webhook-Signature': webhookSignature(secret, timestamp, body),
      },
      body,
    });
    if (statusCode < 200 || statusCode >= 300) error = `Answered ${statusCode}`;
  } catch (err) {
    refused = err instanceof RefusedDestinationError;
    error = err instanceof Error && err.name === 'TimeoutError' ? 'Timed out' : String((err as Error).message ?? err);
  }
  await ctx.knex('webhook_deliveries').insert({
    id: randomUUID(),
    webhook_id: webhookId,
    event_id: message.id,
    type: message.type,
    attempt: job.attempt,
    status_code: statusCode,
    error: error?.slice(0, 500) ?? null,
    succeeded: error === null,
    duration_ms: Date.now() - started,
    attempted_at: new Date(),
  });
  // An internal destination is refused for good: retrying would only probe it again.
  if (refused) throw new UnrecoverableError(`Webhook ${webhookId}: ${error}`);
  if (error) throw new Error(`Webhook ${webhookId}: ${error}`);
}
