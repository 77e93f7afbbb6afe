import { z } from 'zod';
import { pageOf } from '../lists';

/**
 * The staff routes' answers (timeclock, timesheets, shifts, employees) as zod contracts: the OpenAPI
 * document shows them and staff.queries.ts builds its answers as their types.
 */
const hours = z.string().describe('Hours as "7.50"');

export const timeclockEntry = z.object({
  id: z.string(),
  userId: z.string(),
  /** Present where the list joins the employee. */
  employeeName: z.string().optional(),
  clockInTime: z.string(),
  clockOutTime: z.string().nullable(),
  hoursWorked: hours.nullable(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  corrected: z.boolean(),
  flagged: z.boolean(),
});
export type TimeclockEntry = z.infer<typeof timeclockEntry>;

export const timeclockStatus = z.object({
  isClockedIn: z.boolean(),
  currentEntry: timeclockEntry.nullable(),
  hoursSoFar: hours.nullable(),
  recentEntries: z.array(timeclockEntry),
});
export type TimeclockStatus = z.infer<typeof timeclockStatus>;

export const clockInAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  entry: timeclockEntry.nullable(),
});
export const clockOutAnswer = z.object({
  success: z.literal(true),
  hoursWorked: hours,
  message: z.string(),
  entry: timeclockEntry,
});

export const timeclockPage = pageOf(timeclockEntry);
/** GET /admin/timeclock-entries: a list, or with ?paged=true (admins) a Page. */
export const recentTimeclockEntries = z.union([z.array(timeclockEntry), timeclockPage]);

export const timeclockHistoryItem = z.object({
  kind: z.enum(['clock-in', 'clock-out', 'correction']),
  detail: z.record(z.string(), z.unknown()),
  reason: z.string().nullable(),
  actor: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type TimeclockHistoryItem = z.infer<typeof timeclockHistoryItem>;
export const timeclockEntryHistory = z.object({ entry: timeclockEntry, history: z.array(timeclockHistoryItem) });
/** After a correction the entry is read again (null only if it vanished meanwhile). */
export const correctedTimeclockEntry = z.object({
  entry: timeclockEntry.nullable(),
  history: z.array(timeclockHistoryItem),
});

export const timesheetWeek = z.object({
  weekStart: z.string(),
  days: z.array(z.string()),
  employees: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      phoneNumber: z.string().nullable(),
      hours: z.array(hours),
      total: hours,
      corrected: z.number().int(),
    }),
  ),
});
export type TimesheetWeek = z.infer<typeof timesheetWeek>;

export const employee = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  isEmployee: z.boolean(),
});
export type Employee = z.infer<typeof employee>;

export const shift = z.object({
  id: z.string(),
  userId: z.string(),
  employeeName: z.string().optional(),
  title: z.string(),
  description: z.string().nullable(),
  position: z.string().nullable(),
  color: z.string(),
  date: z.string(),
  startTime: z.string().describe('HH:MM'),
  endTime: z.string().describe('HH:MM'),
  status: z.string(),
  notes: z.string().nullable(),
});
export type ShiftView = z.infer<typeof shift>;

export const shiftPublication = z.object({ publishedAt: z.string(), employees: z.number().int() });
export type ShiftPublication = z.infer<typeof shiftPublication>;

export const weekShifts = z.object({
  weekStart: z.string(),
  shifts: z.array(shift),
  publication: shiftPublication.nullable(),
});
export const publishOutcome = z.object({
  published: z.boolean(),
  employees: z.number().int(),
  publication: shiftPublication.nullable(),
});
