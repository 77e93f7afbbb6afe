import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import {
  CannedResponseDeleted,
  CannedResponseSaved,
  MessagingSettingsChanged,
  messagingSettingsStream,
  START_WORDS,
  STOP_WORDS,
} from '../../domain/messaging/messaging.events';
import {
  conversationStream,
  SupportConversationRead,
  SupportSmsReceived,
  SupportSmsReplySent,
  phoneConversationKey,
} from '../../domain/support';
import { SmsOptedIn, SmsOptedOut, smsConsentStream } from '../../domain/sms';
import { smsText } from '../sms';
import type { EventMetadata } from '../../eventstore/types';
import { findUserByPhone } from '../../projections/users';
import { queueSms } from '../sms';
import type { MessagingSettings } from '../../projections/sms';

export const MESSAGING_PROJECTION = 'messaging-settings';
export const SUPPORT_PROJECTION = 'support-messages';

export async function saveSettings(ctx: AppContext, settings: MessagingSettings, meta: Partial<EventMetadata>) {
  const result = await ctx.store.append(
    messagingSettingsStream(ctx.config.VENUE_ID),
    [MessagingSettingsChanged.create(settings, meta)],
    { expected: 'any' },
  );
  await ctx.projections.waitFor(result.position, [MESSAGING_PROJECTION]);
}

export async function saveCannedResponse(
  ctx: AppContext,
  response: { id: string; title: string; body: string } | { id: string; deleted: true },
  meta: Partial<EventMetadata>,
) {
  const event =
    'deleted' in response
      ? CannedResponseDeleted.create({ id: response.id }, meta)
      : CannedResponseSaved.create(response, meta);
  const result = await ctx.store.append(messagingSettingsStream(ctx.config.VENUE_ID), [event], { expected: 'any' });
  await ctx.projections.waitFor(result.position, [MESSAGING_PROJECTION]);
}

/**
 * A text that reached the venue's number (Twilio's webhook, signature already checked): STOP and
 * START change the number's consent; every text lands in its conversation (the account's, or one for
 * the number). Each provider message id is taken once, so a retried webhook adds nothing.
 */
export async function receiveSms(
  ctx: AppContext,
  sms: { from: string; body: string; providerId: string },
): Promise<{ conversationKey: string; duplicate: boolean }> {
  const user = await findUserByPhone(ctx.knex, sms.from);
  const conversationKey = user ? user.id : phoneConversationKey(sms.from);
  const claimed = await ctx
    .knex('inbound_sms_claims')
    .insert({ provider_id: sms.providerId, received_at: ctx.now() })
    .onConflict('provider_id')
    .ignore()
    .returning('provider_id');
  if (claimed.length === 0) return { conversationKey, duplicate: true };
  const at = ctx.now().toISOString();
  const meta = { actor: 'system' as const, occurredAt: at };
  const keyword = sms.body.trim().toUpperCase();
  if (STOP_WORDS.has(keyword) || START_WORDS.has(keyword)) {
    const Event = STOP_WORDS.has(keyword) ? SmsOptedOut : SmsOptedIn;
    const consent = await ctx.store.append(
      smsConsentStream(ctx.config.VENUE_ID, sms.from),
      [Event.create({ phoneNumber: sms.from, keyword, at }, meta)],
      { expected: 'any' },
    );
    await ctx.projections.waitFor(consent.position, [SUPPORT_PROJECTION]);
  }
  const result = await ctx.store.append(
    conversationStream(ctx.config.VENUE_ID, conversationKey),
    [
      SupportSmsReceived.create(
        {
          messageId: randomUUID(),
          conversationKey,
          userId: user?.id ?? null,
          phoneNumber: sms.from,
          message: sms.body,
          providerId: sms.providerId,
          at,
        },
        meta,
      ),
    ],
    { expected: 'any' },
  );
  await ctx.projections.waitFor(result.position, [SUPPORT_PROJECTION]);
  return { conversationKey, duplicate: false };
}

/** Staff answer a number without an account: recorded in its conversation and texted. */
export async function replyToNumber(
  ctx: AppContext,
  admin: { id: string; name: string },
  conversationKey: string,
  phoneNumber: string,
  message: string,
  meta: Partial<EventMetadata>,
) {
  const messageId = randomUUID();
  const result = await ctx.store.append(
    conversationStream(ctx.config.VENUE_ID, conversationKey),
    [
      SupportSmsReplySent.create(
        {
          messageId,
          conversationKey,
          phoneNumber,
          adminId: admin.id,
          adminName: admin.name,
          message,
          at: ctx.now().toISOString(),
        },
        meta,
      ),
    ],
    { expected: 'any' },
  );
  await queueSms(
    ctx,
    { to: phoneNumber, body: await smsText(ctx, 'support_reply', { message }), reason: 'support_reply' },
    meta,
  );
  await ctx.projections.waitFor(result.position, [SUPPORT_PROJECTION]);
  return { messageId };
}

export async function markConversationRead(
  ctx: AppContext,
  conversationKey: string,
  adminId: string,
  meta: Partial<EventMetadata>,
) {
  const result = await ctx.store.append(
    conversationStream(ctx.config.VENUE_ID, conversationKey),
    [SupportConversationRead.create({ conversationKey, adminId, at: ctx.now().toISOString() }, meta)],
    { expected: 'any' },
  );
  await ctx.projections.waitFor(result.position, [SUPPORT_PROJECTION]);
}
