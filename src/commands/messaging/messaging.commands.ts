import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import {
  BulkSmsRequested,
  CannedResponseDeleted,
  CannedResponseSaved,
  conversationStream,
  MessagingSettingsChanged,
  messagingSettingsStream,
  SmsOptedIn,
  SmsOptedOut,
  smsConsentStream,
  START_WORDS,
  STOP_WORDS,
  SupportConversationRead,
  SupportSmsReceived,
  SupportSmsReplySent,
  phoneConversationKey,
} from '../../domain/messaging/messaging.events';
import { MESSAGE_TEMPLATES, renderTemplate, type TemplateKey } from '../../domain/messaging/templates';
import type { EventMetadata } from '../../eventstore/types';
import { findUserByPhone } from '../../projections/users/users.queries';
import { queueSms } from '../sms/queue-sms.command';

export const MESSAGING_PROJECTION = 'messaging-settings';
export const SUPPORT_PROJECTION = 'support-messages';

export interface MessagingSettings {
  senderNumber: string | null;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  templates: Record<string, string>;
}
export const DEFAULT_SETTINGS: MessagingSettings = {
  senderNumber: null,
  quietHoursStart: null,
  quietHoursEnd: null,
  templates: {},
};

export async function messagingSettings(ctx: Pick<AppContext, 'knex'>): Promise<MessagingSettings> {
  const row = await ctx.knex('messaging_settings').where({ id: 'settings' }).first('settings');
  return { ...DEFAULT_SETTINGS, ...((row?.settings as Partial<MessagingSettings>) ?? {}) };
}

/** A text as the venue words it: the admin's template (or the default) with the message's values. */
export async function smsText(ctx: AppContext, key: TemplateKey, values: Record<string, string>): Promise<string> {
  const settings = await messagingSettings(ctx);
  const body = settings.templates[key] || MESSAGE_TEMPLATES[key].body;
  return renderTemplate(body, { venueName: ctx.config.VENUE_NAME, ...values });
}

/** Whether a number has texted STOP (and not START since). */
export async function optedOut(ctx: Pick<AppContext, 'knex'>, phone: string): Promise<boolean> {
  return Boolean(await ctx.knex('sms_opt_outs').where({ phone_number: phone }).first('phone_number'));
}

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

export type Audience = { kind: 'all' } | { kind: 'members' } | { kind: 'tournament'; tournamentId: string };

/** The numbers an audience covers (verified accounts), and how many of them said STOP. */
export async function audienceNumbers(ctx: AppContext, audience: Audience) {
  const query = ctx.knex('users as u').whereNotNull('u.phone_number');
  if (audience.kind === 'members')
    query.whereExists(
      ctx.knex('user_memberships as m').whereRaw('m.user_id = u.id').whereIn('m.status', ['active', 'past_due']),
    );
  if (audience.kind === 'tournament')
    query.whereExists(
      ctx
        .knex('tournament_participants as p')
        .whereRaw('p.user_id = u.id')
        .where({ 'p.tournament_id': audience.tournamentId, 'p.status': 'registered' }),
    );
  const phones = (await query.distinct('u.phone_number')).map((r) => r.phone_number as string);
  const stopped = new Set(
    (await ctx.knex('sms_opt_outs').whereIn('phone_number', phones).select('phone_number')).map((r) => r.phone_number),
  );
  return { phones, stopped };
}

/**
 * Records a bulk text: the recipients are listed (each 'pending', or 'skipped' when they said STOP)
 * and the event starts the sending job, which texts each once.
 */
export async function requestBulkSms(
  ctx: AppContext,
  input: { audience: Audience; audienceLabel: string; message: string; createdBy: string },
  meta: Partial<EventMetadata>,
) {
  const bulkId = randomUUID();
  const { phones, stopped } = await audienceNumbers(ctx, input.audience);
  await ctx.knex.transaction(async (trx) => {
    await trx('bulk_sms').insert({
      id: bulkId,
      audience: JSON.stringify(input.audience),
      audience_label: input.audienceLabel,
      message: input.message,
      created_by: input.createdBy,
      created_at: ctx.now(),
    });
    for (let i = 0; i < phones.length; i += 500)
      await trx('bulk_sms_recipients').insert(
        phones.slice(i, i + 500).map((p) => ({
          bulk_id: bulkId,
          phone_number: p,
          status: stopped.has(p) ? 'skipped' : 'pending',
        })),
      );
  });
  await ctx.store.append(
    `bulk_sms-${ctx.config.VENUE_ID}.${bulkId}`,
    [
      BulkSmsRequested.create(
        {
          bulkId,
          audience: JSON.stringify(input.audience),
          audienceLabel: input.audienceLabel,
          message: input.message,
          recipients: phones.length,
          at: ctx.now().toISOString(),
        },
        meta,
      ),
    ],
    { expected: 'no_stream' },
  );
  return { bulkId, recipients: phones.length, skipped: stopped.size };
}

/** Texts a bulk send's pending recipients, each claimed first so a retried job texts nobody twice. */
export async function sendBulkSms(ctx: AppContext, bulkId: string) {
  const bulk = await ctx.knex('bulk_sms').where({ id: bulkId }).first();
  if (!bulk) return;
  for (;;) {
    const batch = await ctx.knex('bulk_sms_recipients').where({ bulk_id: bulkId, status: 'pending' }).limit(50);
    if (batch.length === 0) return;
    for (const r of batch) {
      if (await optedOut(ctx, r.phone_number)) {
        await ctx
          .knex('bulk_sms_recipients')
          .where({ bulk_id: bulkId, phone_number: r.phone_number })
          .update({ status: 'skipped' });
        continue;
      }
      const claimed = await ctx
        .knex('bulk_sms_recipients')
        .where({ bulk_id: bulkId, phone_number: r.phone_number, status: 'pending' })
        .update({ status: 'queued' });
      if (claimed === 0) continue;
      const { smsId } = await queueSms(ctx, { to: r.phone_number, body: bulk.message, reason: 'bulk_sms' });
      await ctx
        .knex('bulk_sms_recipients')
        .where({ bulk_id: bulkId, phone_number: r.phone_number })
        .update({ sms_id: smsId });
    }
  }
}

export async function bulkProgress(ctx: Pick<AppContext, 'knex'>, bulkId: string) {
  const bulk = await ctx.knex('bulk_sms').where({ id: bulkId }).first();
  if (!bulk) return null;
  const counts = await ctx
    .knex('bulk_sms_recipients as r')
    .leftJoin('sms_deliveries as d', 'd.sms_id', 'r.sms_id')
    .where('r.bulk_id', bulkId)
    .select(
      ctx.knex.raw('count(*)::int as total'),
      ctx.knex.raw("count(*) filter (where r.status = 'pending')::int as pending"),
      ctx.knex.raw("count(*) filter (where r.status = 'skipped')::int as skipped"),
      ctx.knex.raw("count(*) filter (where r.status = 'queued')::int as queued"),
      ctx.knex.raw("count(*) filter (where d.status = 'sent')::int as sent"),
      ctx.knex.raw("count(*) filter (where d.status = 'failed')::int as failed"),
    )
    .first();
  return {
    id: bulk.id as string,
    audience: bulk.audience_label as string,
    message: bulk.message as string,
    createdAt: new Date(bulk.created_at).toISOString(),
    total: Number(counts.total),
    pending: Number(counts.pending),
    queued: Number(counts.queued),
    skipped: Number(counts.skipped),
    sent: Number(counts.sent),
    failed: Number(counts.failed),
  };
}
