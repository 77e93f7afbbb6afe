import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { BulkSmsRequested } from '../../domain/messaging/messaging.events';
import type { EventMetadata } from '../../eventstore/types';
import { ValidationError } from '../../lib/errors';
import { optedOut } from '../../projections/sms';
import { tournamentById } from '../../projections/tournaments';
import { queueSms } from '../sms';
import { messagingSettings } from '../../projections/sms';
import { quietDelayMs } from '../../workers/sms';
import { DateTime } from 'luxon';

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
  input: { audience: Audience; message: string; createdBy: string },
  meta: Partial<EventMetadata>,
) {
  const bulkId = randomUUID();
  const audienceLabel = await audienceLabelOf(ctx, input.audience);
  const { phones, stopped } = await audienceNumbers(ctx, input.audience);
  await ctx.knex.transaction(async (trx) => {
    await trx('bulk_sms').insert({
      id: bulkId,
      audience: JSON.stringify(input.audience),
      audience_label: audienceLabel,
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
          audienceLabel,
          message: input.message,
          recipients: phones.length,
          at: ctx.now().toISOString(),
        },
        meta,
      ),
    ],
    { expected: 'no_stream' },
  );
  return { bulkId, recipients: phones.length, skipped: stopped.size, ...(await quietHoursHold(ctx)) };
}

/**
 * Inside the venue's quiet hours a bulk text is held (the dispatcher defers it): when it goes out and
 * the words to say so, instead of a progress of "0 sent".
 */
async function quietHoursHold(ctx: AppContext): Promise<{ heldUntil: string | null; notice: string | null }> {
  const now = ctx.now();
  const delay = quietDelayMs(await messagingSettings(ctx), now, ctx.config.VENUE_TIMEZONE);
  if (delay <= 0) return { heldUntil: null, notice: null };
  const until = DateTime.fromMillis(now.getTime() + delay, { zone: ctx.config.VENUE_TIMEZONE }).startOf('minute');
  return {
    heldUntil: until.toUTC().toISO(),
    notice: `It is quiet hours: the texts are waiting and go out when quiet hours end at ${until.toFormat('h:mm a')}.`,
  };
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

/** How an audience reads in the bulk list ('Entrants of Friday Scramble'); an unknown tournament is refused. */
async function audienceLabelOf(ctx: AppContext, audience: Audience): Promise<string> {
  if (audience.kind === 'all') return 'All customers';
  if (audience.kind === 'members') return 'Members';
  const tournament = await tournamentById(ctx.knex, audience.tournamentId);
  if (!tournament) throw new ValidationError('Please choose a tournament', 'SMS.BULK_TOURNAMENT');
  return `Entrants of ${tournament.name}`;
}
