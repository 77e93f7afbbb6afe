import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import {
  BookingReminderSent,
  BookingReminderSkipped,
  bookingReminderStream,
  ReminderSettingsChanged,
  reminderKinds,
  reminderSettingsStream,
  type ReminderKind,
} from '../../domain/reminders/reminder.events';
import {
  doorCodeText,
  dueReminder,
  reminderSendAt,
  renderReminder,
  type ReminderSettings,
} from '../../domain/reminders/reminder-schedule';
import { WrongExpectedVersionError, type Actor } from '../../eventstore/types';
import { activeDoorCode } from '../../projections/door-access';
import { systemSettingsOf } from '../../projections/catalog';
import { REMINDERS_PROJECTION } from '../../projections/reminders/reminders.projection';
import {
  reminderAlreadyHandled,
  reminderCandidates,
  reminderSettings,
  type ReminderCandidate,
} from '../../projections/reminders/reminders.queries';
import { queueSms } from '../sms';
import { DateTime } from 'luxon';

export async function saveReminderSettings(ctx: AppContext, settings: ReminderSettings, actor: Actor) {
  const result = await ctx.store.append(
    reminderSettingsStream(ctx.config.VENUE_ID),
    [ReminderSettingsChanged.create(settings, { actor, occurredAt: ctx.now().toISOString() })],
    { expected: 'any' },
  );
  await ctx.projections.waitFor(result.position, [REMINDERS_PROJECTION]);
}

/** The text a reminder carries, filled from the booking (and its door code when it has one). */
export async function reminderText(
  ctx: AppContext,
  template: string,
  booking: Pick<ReminderCandidate, 'bookingId' | 'firstName' | 'bayName' | 'startsAt'>,
): Promise<string> {
  const zone = ctx.config.VENUE_TIMEZONE;
  const local = DateTime.fromJSDate(booking.startsAt, { zone });
  const door = await activeDoorCode(ctx.knex, booking.bookingId);
  return renderReminder(template, {
    name: booking.firstName ?? 'there',
    bay: booking.bayName ?? 'Your bay',
    date: local.toFormat('ccc, LLL d'),
    time: local.toFormat('h:mm a'),
    venue: (await systemSettingsOf(ctx)).venueName,
    doorCode: doorCodeText(door?.code ?? null),
  });
}

/** The text's id for one (booking, kind, start): a run that crashed after claiming queues the same text. */
function reminderSmsId(bookingId: string, kind: ReminderKind, startsAt: Date): string {
  const h = createHash('sha256').update(`reminder:${bookingId}:${kind}:${startsAt.getTime()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Sends one reminder at most once per (booking, kind, start): the first event on the reminder's own
 * stream is appended with no_stream, which only one runner can do; the text is then queued under a
 * fixed id, so a runner that finds the claim made but the text missing (a crash) queues it, once.
 */
export async function sendReminder(
  ctx: AppContext,
  booking: ReminderCandidate,
  kind: ReminderKind,
  settings: ReminderSettings,
): Promise<'sent' | 'skipped' | 'already'> {
  const stream = bookingReminderStream(ctx.config.VENUE_ID, booking.bookingId, kind, booking.startsAt);
  const facts = {
    bookingId: booking.bookingId,
    kind,
    bookingStartsAt: booking.startsAt.toISOString(),
    userId: booking.userId,
    at: ctx.now().toISOString(),
  };
  const smsId = reminderSmsId(booking.bookingId, kind, booking.startsAt);
  const event = booking.phone
    ? BookingReminderSent.create({ ...facts, smsId, to: booking.phone }, { actor: 'system' })
    : BookingReminderSkipped.create({ ...facts, reason: 'no_phone' }, { actor: 'system' });
  let claimed = true;
  try {
    await ctx.store.append(stream, [event], { expected: 'no_stream' });
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError)) throw error;
    claimed = false;
  }
  if (!booking.phone) return claimed ? 'skipped' : 'already';
  // Claimed before, as skipped (the account had no phone then): it stays skipped.
  if (!claimed && (await firstEventType(ctx, stream)) !== BookingReminderSent.type) return 'already';
  if (await ctx.knex('outbound_sms').where({ id: smsId }).first('id')) return 'already';
  const body = await reminderText(ctx, settings[kind].template, booking);
  try {
    await queueSms(ctx, { to: booking.phone, body, reason: 'booking_reminder', smsId }, { actor: 'system' });
  } catch (error) {
    // Another runner queued it between the check and here (the outbound row or the stream exists).
    if (await ctx.knex('outbound_sms').where({ id: smsId }).first('id')) return 'already';
    throw error;
  }
  return claimed ? 'sent' : 'already';
}

async function firstEventType(ctx: AppContext, stream: string): Promise<string | null> {
  for await (const e of ctx.store.read(stream)) return e.type;
  return null;
}

/** How far ahead a reminder can be due: the longest offset, plus the night a quiet-hours shift adds. */
const horizonMs = (s: ReminderSettings) =>
  (Math.max(s.day_before.minutesBefore, s.hours_before.minutesBefore) + 24 * 60) * 60_000;

/**
 * The per-minute reminder run: every confirmed booking whose reminder time has come gets it. The
 * bookings read model is the schedule, so a moved booking is reminded at its new time and a cancelled
 * one not at all; running twice sends nothing twice.
 */
export async function sendDueReminders(ctx: AppContext): Promise<{ sent: number; skipped: number }> {
  const settings = await reminderSettings(ctx.knex);
  const now = ctx.now();
  const zone = ctx.config.VENUE_TIMEZONE;
  const candidates = await reminderCandidates(ctx.knex, now, new Date(now.getTime() + horizonMs(settings)));
  let sent = 0;
  let skipped = 0;
  for (const booking of candidates) {
    const due = dueReminder(booking, settings, now, zone);
    if (!due) continue;
    if (await reminderAlreadyHandled(ctx.knex, booking.bookingId, due.kind, booking.startsAt)) continue;
    const outcome = await sendReminder(ctx, booking, due.kind, settings);
    if (outcome === 'sent') sent++;
    if (outcome === 'skipped') skipped++;
  }
  if (sent || skipped) ctx.logger.info({ sent, skipped }, 'booking reminders');
  return { sent, skipped };
}

export interface UpcomingReminder {
  bookingId: string;
  reference: string;
  kind: ReminderKind;
  sendAt: string;
  bookingStartsAt: string;
  bayName: string | null;
  customerName: string | null;
  hasPhone: boolean;
}

/** The reminders still to go out in the next week, when the settings place them now (admin page). */
export async function upcomingReminders(ctx: AppContext, limit = 50): Promise<UpcomingReminder[]> {
  const settings = await reminderSettings(ctx.knex);
  const now = ctx.now();
  const zone = ctx.config.VENUE_TIMEZONE;
  const candidates = await reminderCandidates(ctx.knex, now, new Date(now.getTime() + 8 * 24 * 3600_000));
  const out: UpcomingReminder[] = [];
  for (const b of candidates) {
    for (const kind of reminderKinds) {
      const rule = settings[kind];
      if (!rule.enabled) continue;
      const sendAt = reminderSendAt(b.startsAt, rule.minutesBefore, settings, zone);
      if (sendAt.getTime() <= now.getTime() || (b.confirmedAt && sendAt < b.confirmedAt)) continue;
      out.push({
        bookingId: b.bookingId,
        reference: b.bookingId.slice(0, 8).toUpperCase(),
        kind,
        sendAt: sendAt.toISOString(),
        bookingStartsAt: b.startsAt.toISOString(),
        bayName: b.bayName,
        customerName: b.firstName,
        hasPhone: Boolean(b.phone),
      });
    }
  }
  return out.sort((a, b) => a.sendAt.localeCompare(b.sendAt)).slice(0, limit);
}
