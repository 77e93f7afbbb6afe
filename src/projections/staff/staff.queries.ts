import type { Knex } from 'knex';
import type { ListParams } from '../../contracts/lists';
import type {
  Employee,
  ShiftPublication,
  ShiftView,
  TimeclockEntry,
  TimeclockHistoryItem,
  TimeclockStatus,
  TimesheetWeek,
} from '../../contracts/staff/staff';
import { addDays } from '../../domain/catalog';
import { hoursBetween, hoursString, OPEN_ENTRY_FLAG_MS } from '../../domain/staff/timeclock';
import { paged } from '../paged';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row
type Row = Record<string, any>;
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const nameOf = (r: Row) => `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();

/** A timeclock entry as the API answers it: hours from its own times; an entry open over 16 h is flagged. */
export function entryJson(r: Row, now: Date): TimeclockEntry {
  const clockInTime = iso(r.clock_in)!;
  const clockOutTime = iso(r.clock_out);
  return {
    id: r.entry_id as string,
    userId: r.user_id as string,
    employeeName: r.first_name !== undefined ? nameOf(r) : undefined,
    clockInTime,
    clockOutTime,
    hoursWorked: clockOutTime ? hoursString(hoursBetween(clockInTime, clockOutTime)) : null,
    notes: (r.notes as string | null) ?? null,
    isActive: !clockOutTime,
    corrected: Number(r.corrections ?? 0) > 0,
    flagged: !clockOutTime && now.getTime() - Date.parse(clockInTime) > OPEN_ENTRY_FLAG_MS,
  };
}
export type TimeclockEntryJson = ReturnType<typeof entryJson>;

/** The caller's status: the open entry (if any) and the latest entries. */
export async function timeclockStatus(knex: Knex, userId: string, now: Date): Promise<TimeclockStatus> {
  const rows = await knex('timeclock_entries').where({ user_id: userId }).orderBy('clock_in', 'desc').limit(5);
  const entries = rows.map((r) => entryJson(r, now));
  const open = entries.find((e) => e.isActive) ?? null;
  return {
    isClockedIn: Boolean(open),
    currentEntry: open,
    hoursSoFar: open ? hoursString(hoursBetween(open.clockInTime, now.toISOString())) : null,
    recentEntries: entries,
  };
}

/** Entries, newest first, by employee and clock-in date range (venue dates, inclusive). */
export async function timeclockEntries(
  knex: Knex,
  params: ListParams & { userId?: string; from?: string; to?: string; flagged?: boolean },
  zone: string,
  now: Date,
) {
  const query = knex('timeclock_entries as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select('e.*', 'u.first_name', 'u.last_name');
  if (params.userId) query.where('e.user_id', params.userId);
  if (params.from) query.whereRaw(`(e.clock_in at time zone ?)::date >= ?`, [zone, params.from]);
  if (params.to) query.whereRaw(`(e.clock_in at time zone ?)::date <= ?`, [zone, params.to]);
  if (params.flagged)
    query.whereNull('e.clock_out').where('e.clock_in', '<', new Date(now.getTime() - OPEN_ENTRY_FLAG_MS));
  return paged(knex, query, params, {
    sortable: { clockIn: 'clock_in' },
    defaultSort: 'clockIn',
    defaultOrder: 'desc',
    tiebreak: 'entry_id',
    map: (r: Row) => entryJson(r, now),
  });
}

/** Every punch and correction of an entry: what changed, who did it, when and why. */
export async function entryHistory(knex: Knex, entryId: string): Promise<TimeclockHistoryItem[]> {
  const rows = await knex('timeclock_history as h')
    .leftJoin('users as u', (j) => j.on(knex.raw('u.id::text = h.actor')))
    .where('h.entry_id', entryId)
    .orderBy('h.revision')
    .select('h.*', 'u.first_name', 'u.last_name');
  return rows.map((r) => ({
    kind: r.kind as 'clock-in' | 'clock-out' | 'correction',
    detail: r.detail as Record<string, unknown>,
    reason: (r.reason as string | null) ?? null,
    actor: (r.actor as string | null) ?? null,
    actorName: r.first_name ? nameOf(r) : null,
    at: iso(r.at)!,
  }));
}

/**
 * Hours per employee per day for the 7 days from `weekStart` (venue dates, by clock-in), closed
 * entries only; every employee is listed, and anyone else who clocked that week.
 */
export async function timesheets(knex: Knex, weekStart: string, zone: string): Promise<TimesheetWeek> {
  const weekEnd = addDays(weekStart, 6);
  const rows = await knex('timeclock_entries as e')
    .whereNotNull('e.clock_out')
    .whereRaw(`(e.clock_in at time zone ?)::date between ? and ?`, [zone, weekStart, weekEnd])
    .select(
      'e.user_id',
      knex.raw(`to_char(e.clock_in at time zone ?, 'YYYY-MM-DD') as day`, [zone]),
      knex.raw('sum(extract(epoch from (e.clock_out - e.clock_in))) as seconds'),
      knex.raw('count(*) filter (where e.corrections > 0)::int as corrected'),
    )
    .groupBy('e.user_id', 'day');
  const employees = await knex('users')
    .where({ is_employee: true })
    .orWhereIn('id', [...new Set(rows.map((r) => r.user_id as string))])
    .orderBy(['first_name', 'last_name'])
    .select('id', 'first_name', 'last_name', 'phone_number');
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  return {
    weekStart,
    days,
    employees: employees.map((u) => {
      const mine = rows.filter((r) => r.user_id === u.id);
      const seconds = days.map((d) => Number(mine.find((r) => r.day === d)?.seconds ?? 0));
      return {
        userId: u.id as string,
        name: nameOf(u),
        phoneNumber: u.phone_number as string,
        hours: seconds.map((s) => hoursString(s / 3600)),
        total: hoursString(seconds.reduce((a, b) => a + b, 0) / 3600),
        corrected: mine.reduce((n, r) => n + Number(r.corrected), 0),
      };
    }),
  };
}

export function shiftJson(r: Row): ShiftView {
  return {
    id: r.id as string,
    userId: r.user_id as string,
    employeeName: r.first_name !== undefined ? nameOf(r) : undefined,
    title: r.title as string,
    description: (r.description as string | null) ?? null,
    position: (r.position as string | null) ?? null,
    color: r.color as string,
    date: String(r.date),
    startTime: (r.start_time as string).slice(0, 5),
    endTime: (r.end_time as string).slice(0, 5),
    status: r.status as string,
    notes: (r.notes as string | null) ?? null,
  };
}
export type ShiftJson = ReturnType<typeof shiftJson>;

/** Shifts in the 7 days from `weekStart`, of one employee or everyone, by day and start. */
export async function shiftsOfWeek(knex: Knex, weekStart: string, userId?: string) {
  const query = knex('shifts as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .where('s.date', '>=', weekStart)
    .where('s.date', '<', addDays(weekStart, 7))
    .orderBy(['s.date', 's.start_time', 'u.first_name'])
    .select('s.*', 'u.first_name', 'u.last_name');
  if (userId) query.where('s.user_id', userId);
  return (await query).map(shiftJson);
}

/** The week's latest publication, if any. */
export async function lastPublication(knex: Knex, weekStart: string): Promise<ShiftPublication | null> {
  const row = await knex('shift_publications').where({ week_start: weekStart }).orderBy('published_at', 'desc').first();
  return row ? { publishedAt: iso(row.published_at)!, employees: (row.employees as string[]).length } : null;
}

/** Accounts with the employee role (and admins), for the workforce page. */
export async function employees(knex: Knex): Promise<Employee[]> {
  const rows = await knex('users')
    .where({ is_employee: true })
    .orWhere({ is_admin: true })
    .orderBy(['first_name', 'last_name'])
    .select('id', 'first_name', 'last_name', 'phone_number', 'email', 'is_admin', 'is_employee');
  return rows.map((u) => ({
    id: u.id as string,
    name: nameOf(u),
    phoneNumber: u.phone_number as string,
    email: (u.email as string | null) ?? null,
    isAdmin: Boolean(u.is_admin),
    isEmployee: Boolean(u.is_employee),
  }));
}

/** One timeclock entry as the API answers it, or null when there is none. */
export async function timeclockEntry(knex: Knex, entryId: string, now: Date): Promise<TimeclockEntryJson | null> {
  const row = await knex('timeclock_entries').where({ entry_id: entryId }).first();
  return row ? entryJson(row, now) : null;
}

/** The employee a timeclock entry belongs to, or null when there is no such entry. */
export async function timeclockEntryOwner(knex: Knex, entryId: string): Promise<string | null> {
  const row = await knex('timeclock_entries').where({ entry_id: entryId }).first('user_id');
  return row?.user_id ?? null;
}

/** Whether an account may be given shifts (an employee or an admin). */
export async function isStaffMember(knex: Knex, userId: string): Promise<boolean> {
  const user = await knex('users').where({ id: userId }).first('is_employee', 'is_admin');
  return Boolean(user && (user.is_employee || user.is_admin));
}

/** A shift's row, or undefined when there is none. */
export function shiftRow(knex: Knex, shiftId: string): Promise<Row | undefined> {
  return knex('shifts').where({ id: shiftId }).first();
}
