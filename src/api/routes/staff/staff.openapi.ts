import {
  clockInAnswer,
  clockOutAnswer,
  correctedTimeclockEntry,
  employee,
  publishOutcome,
  recentTimeclockEntries,
  shift,
  timeclockEntryHistory,
  timeclockPage,
  timeclockStatus,
  timesheetWeek,
  weekShifts,
} from '../../../contracts/staff/staff';
import { z } from 'zod';
import type { ApiDescription } from '../../openapi/api-description';

/** The staff module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const staffApi: ApiDescription = {
  'GET /timeclock/current': {
    summary: "The caller's open timeclock entry",
    response: '{ isClockedIn, currentEntry }',
    schema: timeclockStatus,
  },
  'POST /timeclock/clock-in': {
    summary: 'Clock in',
    status: 201,
    response: '{ success, message, entry }',
    schema: clockInAnswer,
  },
  'POST /timeclock/clock-out': {
    summary: 'Clock out',
    response: '{ success, hoursWorked, message, entry }',
    schema: clockOutAnswer,
  },
  'GET /timeclock/entries': { summary: "The caller's own timeclock entries", schema: timeclockPage },
  'GET /admin/timeclock-entries': {
    summary: "The latest timeclock entries: an employee's own, an admin's everyone's (by employee and dates)",
    response:
      "A list of TimeclockEntry, latest first (the spec's timeclock page uses the first 5); with ?paged=true (admins) the Page convention { items, total, nextCursor }",
    schema: recentTimeclockEntries,
  },
  'GET /admin/timeclock-entries/:entryId/history': {
    summary: 'Every change of a timeclock entry',
    response: '{ entry, history }',
    schema: timeclockEntryHistory,
  },
  'POST /admin/timeclock-entries/:entryId/correct': {
    summary: 'Correct a timeclock entry, with a reason',
    response: '{ entry, history }',
    schema: correctedTimeclockEntry,
  },
  'GET /admin/timesheets': {
    summary: "A week's hours per employee",
    response: 'Hours per employee and day of the week',
    schema: timesheetWeek,
  },
  'GET /admin/employees': { summary: 'Employees', schema: z.array(employee) },
  'GET /admin/shifts': { summary: "A week's shifts", schema: weekShifts },
  'POST /admin/shifts': { summary: 'Plan a shift', status: 201, schema: shift },
  'PUT /admin/shifts/:id': { summary: 'Change a shift', schema: shift },
  'DELETE /admin/shifts/:id': { summary: 'Delete a shift', status: 204 },
  'POST /admin/shifts/publish': {
    summary: "Publish a week's shifts to the employees",
    response: "What was published and the week's last publication",
    schema: publishOutcome,
  },
  'GET /employee/shifts/:weekStart': { summary: "The caller's published shifts for a week", schema: z.array(shift) },
};
