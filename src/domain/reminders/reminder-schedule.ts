import { DateTime } from 'luxon';
import type { ReminderKind } from './reminder.events';

export interface ReminderRule {
  enabled: boolean;
  minutesBefore: number;
  template: string;
}

export interface ReminderSettings {
  day_before: ReminderRule;
  hours_before: ReminderRule;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
}

export const REMINDER_PLACEHOLDERS = ['name', 'bay', 'date', 'time', 'venue', 'doorCode'] as const;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  day_before: {
    enabled: true,
    minutesBefore: 24 * 60,
    template: '{venue}: hi {name}, a reminder that {bay} is booked for you on {date} at {time}.{doorCode}',
  },
  hours_before: {
    enabled: true,
    minutesBefore: 120,
    template: '{venue}: see you soon, {name}! {bay} today at {time}.{doorCode}',
  },
  quietHoursStart: '21:00',
  quietHoursEnd: '08:00',
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The quiet window (venue time) that holds `at`, or null when `at` is outside quiet hours. */
export function quietWindowAt(
  at: Date,
  quiet: Pick<ReminderSettings, 'quietHoursStart' | 'quietHoursEnd'>,
  zone: string,
): { start: Date; end: Date } | null {
  const { quietHoursStart: qs, quietHoursEnd: qe } = quiet;
  if (!qs || !qe || qs === qe) return null;
  const local = DateTime.fromJSDate(at, { zone });
  const minute = local.hour * 60 + local.minute;
  const s = minutesOf(qs);
  const e = minutesOf(qe);
  const day = local.startOf('day');
  const atClock = (d: DateTime, m: number) => d.set({ hour: Math.floor(m / 60), minute: m % 60 }).toJSDate();
  if (s < e) {
    return minute >= s && minute < e ? { start: atClock(day, s), end: atClock(day, e) } : null;
  }
  if (minute >= s) return { start: atClock(day, s), end: atClock(day.plus({ days: 1 }), e) };
  if (minute < e) return { start: atClock(day.minus({ days: 1 }), s), end: atClock(day, e) };
  return null;
}

/**
 * When a reminder goes out: `minutesBefore` the start, unless that falls in quiet hours. Then it goes
 * at the end of the quiet window when that is still before the booking starts, else earlier, at the
 * window's start (a 07:00 booking's 2-hour reminder is sent at 21:00 the evening before).
 */
export function reminderSendAt(
  startsAt: Date,
  minutesBefore: number,
  quiet: Pick<ReminderSettings, 'quietHoursStart' | 'quietHoursEnd'>,
  zone: string,
): Date {
  const plain = new Date(startsAt.getTime() - minutesBefore * 60_000);
  const window = quietWindowAt(plain, quiet, zone);
  if (!window) return plain;
  return window.end.getTime() < startsAt.getTime() ? window.end : window.start;
}

export interface DueReminder {
  kind: ReminderKind;
  sendAt: Date;
}

/**
 * The reminder to send for a booking now, if any: its time has come, the booking has not started,
 * and the time came after the booking was confirmed (a booking made 3 hours ahead gets no 24-hour
 * reminder). When both are due (the scanner was down), only the one nearer the start is sent.
 */
export function dueReminder(
  booking: { startsAt: Date; confirmedAt: Date | null },
  settings: ReminderSettings,
  now: Date,
  zone: string,
): DueReminder | null {
  if (booking.startsAt.getTime() <= now.getTime()) return null;
  const due: DueReminder[] = [];
  for (const kind of ['day_before', 'hours_before'] as const) {
    const rule = settings[kind];
    if (!rule.enabled) continue;
    const sendAt = reminderSendAt(booking.startsAt, rule.minutesBefore, settings, zone);
    if (sendAt.getTime() > now.getTime()) continue;
    if (booking.confirmedAt && sendAt.getTime() < booking.confirmedAt.getTime()) continue;
    due.push({ kind, sendAt });
  }
  due.sort((a, b) => b.sendAt.getTime() - a.sendAt.getTime());
  return due[0] ?? null;
}

/** Fills {name}-style placeholders; an unknown one is left as written, so a typo shows in the preview. */
export function renderReminder(template: string, values: Record<string, string>): string {
  return template
    .replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all)
    .replace(/\s+$/, '')
    .slice(0, 1000);
}

/** The {doorCode} placeholder's text: " Door code: 123456." or nothing when the booking has none. */
export const doorCodeText = (code: string | null) => (code ? ` Door code: ${code}.` : '');
