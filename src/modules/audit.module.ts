import { adminAuditRoutes } from '../api/routes/audit/admin-audit.routes';
import { bookingHistoryPolicy } from '../commands/audit/booking-history';
import { auditCorrelationsProjection } from '../projections/audit/audit-correlations.projection';
import type { AppModule } from './module';
import { auditApi } from '../api/routes/audit/audit.openapi';

/** The admin audit: every area's events in plain words, a checkout's story by correlation, as-of views. */
export const auditModule: AppModule = {
  name: 'audit',
  openapi: auditApi,
  projections: (ctx) => [auditCorrelationsProjection(ctx.eventTypes)],
  policies: () => [bookingHistoryPolicy],
  routes: adminAuditRoutes,
};
