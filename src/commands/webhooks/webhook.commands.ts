import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { WebhookKind } from '../../contracts/webhooks/webhooks';
import { webhookDecider } from '../../domain/webhooks/webhook.decider';
import { webhookStream } from '../../domain/webhooks/webhook.events';
import type { Actor } from '../../eventstore/types';
import { sealSecret } from '../../lib/sealed-secret';
import { appCommandContext, handleCommand } from '../handle-command';

export const WEBHOOK_SECRET_PURPOSE = 'webhook-secret';

export interface WebhookSettings {
  url: string;
  kinds: WebhookKind[];
  isActive: boolean;
  description: string;
}

const run = (ctx: AppContext, actor: Actor, webhookId: string, command: Parameters<typeof webhookDecider.decide>[0]) =>
  handleCommand(
    appCommandContext(ctx, { actor }),
    webhookStream(ctx.config.VENUE_ID, webhookId),
    webhookDecider,
    command,
  );

/** Registers a webhook with a fresh signing secret (answered once, to the admin who created it). */
export async function registerWebhook(ctx: AppContext, settings: WebhookSettings, actor: Actor) {
  const webhookId = randomUUID();
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const secretSealed = sealSecret(ctx.config, WEBHOOK_SECRET_PURPOSE, secret);
  const result = await run(ctx, actor, webhookId, { type: 'RegisterWebhook', webhookId, secretSealed, ...settings });
  return { webhookId, secret, position: result.position };
}

export async function changeWebhook(ctx: AppContext, webhookId: string, settings: WebhookSettings, actor: Actor) {
  return run(ctx, actor, webhookId, { type: 'ChangeWebhook', webhookId, ...settings });
}

export async function deleteWebhook(ctx: AppContext, webhookId: string, actor: Actor) {
  return run(ctx, actor, webhookId, { type: 'DeleteWebhook', webhookId });
}
