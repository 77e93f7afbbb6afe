import { sessionMembershipFields } from '../projections/memberships/memberships.queries';
import { Router } from 'express';
import { adminMembershipsRoutes } from '../api/routes/memberships/admin-memberships.routes';
import { membershipsRoutes } from '../api/routes/memberships/memberships.routes';
import { membershipLine } from '../commands/memberships/membership-line';
import { membershipPolicy } from '../commands/memberships/membership-policies';
import { seedPlans } from '../commands/memberships/plan.commands';
import { settleOpenMembershipSessions } from '../commands/memberships/membership-session-settlement';
import { membershipRenewalLine, renewDueMemberships } from '../commands/memberships/renew-memberships.command';
import type {} from '../workers/memberships/membership-jobs';
import * as membershipEvents from '../domain/memberships/membership.events';
import { definitionsIn } from '../eventstore/events';
import { membershipsProjection } from '../projections/memberships/memberships.projection';
import { job, type AppModule } from './module';
import { membershipsApi } from '../api/routes/memberships/memberships.openapi';
import * as m0500 from '../../migrations/0500_memberships';
import * as m0501 from '../../migrations/0501_membership_payment_sessions';
import { membershipDescribers } from '../commands/memberships/membership.describers';
import { pastDueMembershipsAlert } from '../projections/memberships/memberships.alerts';
import { membershipAuditSubject } from '../commands/memberships/membership.audit';

/** Monthly memberships: plans, each account's membership, and what a membership changes about bookings. */
export const membershipsModule: AppModule = {
  name: 'memberships',
  sessionUserFields: (ctx, userId) => sessionMembershipFields(ctx, userId),
  alerts: [pastDueMembershipsAlert],
  migrations: [
    ['0500_memberships', m0500],
    ['0501_membership_payment_sessions', m0501],
  ],
  auditDescribers: [membershipDescribers],
  auditSubjects: [membershipAuditSubject],
  openapi: membershipsApi,
  events: definitionsIn(membershipEvents),
  projections: () => [membershipsProjection],
  policies: () => [membershipPolicy],
  orderLines: () => [membershipLine, membershipRenewalLine],
  jobs: (ctx) => [
    job('memberships.renew-due', async () => void (await renewDueMemberships(ctx)), { attempts: 1 }),
    job('memberships.settle-payments', async () => void (await settleOpenMembershipSessions(ctx)), { attempts: 1 }),
  ],
  schedules: () => [
    {
      id: 'memberships-renew-due',
      every: { everyMs: 15 * 60_000 },
      job: { name: 'memberships.renew-due', payload: {} },
    },
    {
      id: 'memberships-settle-payments',
      every: { everyMs: 60_000 },
      job: { name: 'memberships.settle-payments', payload: {} },
    },
  ],
  routes: (ctx) => Router().use(membershipsRoutes(ctx), adminMembershipsRoutes(ctx)),
  seed: seedPlans,
};
