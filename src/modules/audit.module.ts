import { adminAuditRoutes } from '../api/routes/audit/admin-audit.routes';
import { bookingHistoryPolicy } from '../commands/audit/booking-history';
import { auditCorrelationsProjection } from '../projections/audit/audit-correlations.projection';
import type { AppModule } from './module';
import { auditApi } from '../api/routes/audit/audit.openapi';
import * as m1000 from '../../migrations/1000_audit_correlations';

/** The admin audit: every area's events in plain words, a checkout's story by correlation, as-of views. */
export const auditModule: AppModule = {
  name: 'audit',
  migrations: [['1000_audit_correlations', m1000]],
  openapi: auditApi,
  projections: (ctx) => [auditCorrelationsProjection(ctx.eventTypes)],
  policies: () => [bookingHistoryPolicy],
  routes: adminAuditRoutes,
};
