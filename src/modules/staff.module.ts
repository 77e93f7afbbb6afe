import { staffRoutes } from '../api/routes/staff/staff.routes';
import { seedStaff } from '../commands/staff/staff.seed';
import * as shiftEvents from '../domain/staff/shifts';
import * as timeclockEvents from '../domain/staff/timeclock';
import { definitionsIn } from '../eventstore/events';
import { staffProjection } from '../projections/staff/staff.projection';
import { sendShiftNotice, shiftNoticesReactor } from '../workers/staff/shift-notices';
import { job, type AppModule } from './module';
import { staffApi } from '../api/routes/staff/staff.openapi';
import * as m0800 from '../../migrations/0800_staff';
import { timeclockDescribers } from '../commands/staff/timeclock.describers';
import { openTimeclockAlert } from '../projections/staff/staff.alerts';
import { shiftsAccountSection } from '../projections/staff/staff.account';
import { timeclockAuditSubject, timeclockEntryAuditSubject } from '../commands/staff/timeclock.audit';

/** Staff: the replayable timeclock, weekly shifts (published weeks texted to each employee once), timesheets. */
export const staffModule: AppModule = {
  name: 'staff',
  accountSections: [shiftsAccountSection],
  alerts: [openTimeclockAlert],
  migrations: [['0800_staff', m0800]],
  auditDescribers: [timeclockDescribers],
  auditSubjects: [timeclockEntryAuditSubject, timeclockAuditSubject],
  openapi: staffApi,
  events: definitionsIn(timeclockEvents, shiftEvents),
  projections: (ctx) => [staffProjection, shiftNoticesReactor(ctx)],
  jobs: (ctx) => [job('shifts.notify', (payload) => sendShiftNotice(ctx, payload), { attempts: 5, backoffMs: 2000 })],
  routes: staffRoutes,
  seed: seedStaff,
};
