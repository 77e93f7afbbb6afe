import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { listParams } from '../../../contracts/lists';
import { publishWeek, runShifts, runTimeclock } from '../../../commands/staff/staff.commands';
import { DEFAULT_SHIFT_COLOR, SHIFT_STATUSES, type Shift } from '../../../domain/staff/shifts';
import { hoursBetween, hoursString } from '../../../domain/staff/timeclock';
import { isCalendarDate } from '../../../domain/catalog';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import {
  employees,
  entryHistory,
  isStaffMember,
  lastPublication,
  shiftJson,
  shiftRow,
  shiftsOfWeek,
  timeclockEntries,
  timeclockEntry,
  timeclockEntryOwner,
  timeclockStatus,
  timesheets,
} from '../../../projections/staff/staff.queries';
import { entryTimeErrors } from '../../admin-bounds';
import { actorOf, requireAdmin, requireEmployee } from '../../auth';
import { parse } from '../../validation';
import { validated } from '../../route-input';

const DATE_MESSAGE = 'Dates look like 2026-11-29';
const date = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine(isCalendarDate, DATE_MESSAGE);
const clock = (label: string) =>
  z
    .string({ error: `${label} looks like 18:00` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} looks like 18:00`)
    .transform((t) => `${t}:00`);
export const notesSchema = z.object({
  notes: z.string().trim().max(500, 'Please keep notes under 500 characters').nullish(),
});
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` }).transform((v) => new Date(v));

export const correctionSchema = z.object({
  clockInTime: instant('Clock-in time'),
  clockOutTime: instant('Clock-out time').nullable(),
  notes: z.string().trim().max(500).nullish(),
  reason: z.string({ error: 'Please give a reason' }).trim().min(1, 'Please give a reason').max(500),
});

export const shiftSchema = z
  .object({
    userId: z.string({ error: 'Please choose an employee' }).uuid('Please choose an employee'),
    title: z.string({ error: 'Please enter a title' }).trim().min(1, 'Please enter a title').max(100),
    description: z.string().trim().max(500).nullish(),
    position: z.string().trim().max(60).nullish(),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Colour looks like #3b82f6')
      .default(DEFAULT_SHIFT_COLOR),
    date,
    startTime: clock('Start time'),
    endTime: clock('End time'),
    status: z.enum(SHIFT_STATUSES, { error: 'Status is scheduled, confirmed or cancelled' }).default('scheduled'),
    notes: z.string().trim().max(500).nullish(),
  })
  .refine((s) => s.startTime < s.endTime, { message: 'The end time must be after the start time', path: ['endTime'] });

export const entriesQuery = listParams.extend({
  userId: z.string().uuid('Please choose an employee').optional(),
  from: date.optional(),
  to: date.optional(),
  flagged: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const recentEntriesQuery = entriesQuery.extend({
  paged: z
    .enum(['true', 'false'], "paged is 'true' or 'false'")
    .optional()
    .transform((v) => v === 'true'),
});
export const weekQuery = z.object({ weekStart: date });

/**
 * Staff: the timeclock (employees and admins clock themselves in and out; admins correct entries with
 * a reason, never overwriting the original), shifts by week (admins schedule and publish; employees
 * read their own), timesheets and the workforce lists.
 */
export function staffRoutes(ctx: AppContext): Router {
  const router = Router();
  const zone = ctx.config.VENUE_TIMEZONE;

  router.get('/timeclock/current', requireEmployee, async (req, res) => {
    res.json(await timeclockStatus(ctx.knex, req.user!.id, ctx.now()));
  });

  router.post(
    '/timeclock/clock-in',
    requireEmployee,
    validated({ body: notesSchema }, async (req, res, { body: { notes } }) => {
      const user = req.user!;
      const entryId = randomUUID();
      await runTimeclock(
        ctx,
        user.id,
        { type: 'ClockIn', userId: user.id, entryId, now: ctx.now(), notes: notes || null },
        { actor: actorOf(req) },
      );
      const status = await timeclockStatus(ctx.knex, user.id, ctx.now());
      res.status(201).json({ success: true, message: 'Clocked In Successfully', entry: status.currentEntry });
    }),
  );

  router.post(
    '/timeclock/clock-out',
    requireEmployee,
    validated({ body: notesSchema }, async (req, res, { body: { notes } }) => {
      const user = req.user!;
      const result = await runTimeclock(
        ctx,
        user.id,
        { type: 'ClockOut', userId: user.id, now: ctx.now(), notes: notes || null },
        { actor: actorOf(req) },
      );
      const entryId = (result.events[0]?.data as { entryId: string }).entryId;
      const entry = (await timeclockEntry(ctx.knex, entryId, ctx.now()))!;
      const hoursWorked = hoursString(hoursBetween(entry.clockInTime, entry.clockOutTime!));
      res.json({ success: true, hoursWorked, message: `You worked ${hoursWorked} hours`, entry });
    }),
  );

  /** An employee's own entries (the timeclock page's recent list). */
  router.get(
    '/timeclock/entries',
    requireEmployee,
    validated({ query: entriesQuery }, async (req, res, { query }) => {
      res.json(await timeclockEntries(ctx.knex, { ...query, userId: req.user!.id }, zone, ctx.now()));
    }),
  );

  /**
   * The spec's timeclock page reads its recent list here ("first 5 used"): an employee gets their own
   * latest entries, an admin everyone's (by employee and dates), as a list. Admins' tables page with
   * ?paged=true, which answers the Page convention ({ items, total, nextCursor }).
   */
  router.get(
    '/admin/timeclock-entries',
    requireEmployee,
    validated({ query: recentEntriesQuery }, async (req, res, { query }) => {
      const user = req.user!;
      const { paged, ...params } = query;
      const page = await timeclockEntries(
        ctx.knex,
        user.isAdmin ? params : { ...params, userId: user.id },
        zone,
        ctx.now(),
      );
      res.json(paged && user.isAdmin ? page : page.items);
    }),
  );

  router.get('/admin/timeclock-entries/:entryId/history', requireAdmin, async (req, res) => {
    const entryId = String(req.params.entryId);
    const entry = await timeclockEntry(ctx.knex, entryId, ctx.now());
    if (!entry) throw new NotFoundError('Timeclock entry not found', 'TIMECLOCK.ENTRY_NOT_FOUND');
    res.json({ entry, history: await entryHistory(ctx.knex, entryId) });
  });

  router.post(
    '/admin/timeclock-entries/:entryId/correct',
    requireAdmin,
    validated({ body: correctionSchema }, async (req, res, { body }) => {
      const entryId = String(req.params.entryId);
      const outOfRange = entryTimeErrors(body.clockInTime, body.clockOutTime, ctx.now());
      if (outOfRange.length) throw new ValidationError(outOfRange[0].message, 'VALIDATION', outOfRange);
      const owner = await timeclockEntryOwner(ctx.knex, entryId);
      if (!owner) throw new NotFoundError('Timeclock entry not found', 'TIMECLOCK.ENTRY_NOT_FOUND');
      await runTimeclock(
        ctx,
        owner,
        {
          type: 'CorrectEntry',
          entryId,
          clockInTime: body.clockInTime,
          clockOutTime: body.clockOutTime,
          notes: body.notes ?? null,
          reason: body.reason,
        },
        { actor: actorOf(req) },
      );
      const entry = await timeclockEntry(ctx.knex, entryId, ctx.now());
      res.json({ entry, history: await entryHistory(ctx.knex, entryId) });
    }),
  );

  router.get(
    '/admin/timesheets',
    requireAdmin,
    validated({ query: weekQuery }, async (req, res, { query: { weekStart } }) => {
      res.json(await timesheets(ctx.knex, weekStart, zone));
    }),
  );

  router.get('/admin/employees', requireAdmin, async (_req, res) => {
    res.json(await employees(ctx.knex));
  });

  router.get(
    '/admin/shifts',
    requireAdmin,
    validated({ query: weekQuery }, async (req, res, { query: { weekStart } }) => {
      res.json({
        weekStart,
        shifts: await shiftsOfWeek(ctx.knex, weekStart),
        publication: await lastPublication(ctx.knex, weekStart),
      });
    }),
  );

  const staffMember = async (userId: string) => {
    if (!(await isStaffMember(ctx.knex, userId)))
      throw new ValidationError('Please choose an employee', 'SHIFT.NOT_AN_EMPLOYEE');
  };
  const shiftOf = (id: string, body: z.output<typeof shiftSchema>): Shift => ({
    shiftId: id,
    userId: body.userId,
    title: body.title,
    description: body.description || null,
    position: body.position || null,
    color: body.color,
    date: body.date,
    startTime: body.startTime,
    endTime: body.endTime,
    status: body.status,
    notes: body.notes || null,
  });
  const shiftById = async (id: string) => {
    const row = await shiftRow(ctx.knex, id);
    if (!row) throw new NotFoundError('Shift not found', 'SHIFT.NOT_FOUND');
    return row;
  };

  router.post(
    '/admin/shifts',
    requireAdmin,
    validated({ body: shiftSchema }, async (req, res, { body }) => {
      await staffMember(body.userId);
      const id = randomUUID();
      await runShifts(ctx, body.userId, { type: 'ScheduleShift', shift: shiftOf(id, body) }, { actor: actorOf(req) });
      res.status(201).json(shiftJson(await shiftById(id)));
    }),
  );

  router.put(
    '/admin/shifts/:id',
    requireAdmin,
    validated({ body: shiftSchema }, async (req, res, { body }) => {
      const before = await shiftById(String(req.params.id));
      await staffMember(body.userId);
      const meta = { actor: actorOf(req) };
      if (before.user_id === body.userId) {
        await runShifts(ctx, body.userId, { type: 'ChangeShift', shift: shiftOf(before.id, body) }, meta);
        return res.json(shiftJson(await shiftById(before.id)));
      }
      // Handed to another employee: it becomes their shift (their shifts decide first, so an overlap
      // there changes nothing), then leaves the first employee's.
      const id = randomUUID();
      await runShifts(ctx, body.userId, { type: 'ScheduleShift', shift: shiftOf(id, body) }, meta);
      await runShifts(ctx, before.user_id, { type: 'RemoveShift', shiftId: before.id }, meta);
      res.json(shiftJson(await shiftById(id)));
    }),
  );

  router.delete('/admin/shifts/:id', requireAdmin, async (req, res) => {
    const before = await shiftById(String(req.params.id));
    await runShifts(ctx, before.user_id, { type: 'RemoveShift', shiftId: before.id }, { actor: actorOf(req) });
    res.status(204).end();
  });

  router.post(
    '/admin/shifts/publish',
    requireAdmin,
    validated({ body: weekQuery }, async (req, res, { body: { weekStart } }) => {
      const outcome = await publishWeek(ctx, weekStart, { actor: actorOf(req) });
      res.json({ ...outcome, publication: await lastPublication(ctx.knex, weekStart) });
    }),
  );

  /** The caller's shifts for the 7 days from weekStart (employees and admins; visitors 401, customers 403). */
  router.get('/employee/shifts/:weekStart', requireEmployee, async (req, res) => {
    const weekStart = parse(date, String(req.params.weekStart));
    res.json(await shiftsOfWeek(ctx.knex, weekStart, req.user!.id));
  });

  return router;
}
