import { membershipsRoutes } from '../api/routes/memberships.routes';
import { membershipPolicy } from '../commands/memberships/membership-policies';
import { seedPlans } from '../commands/memberships/plan.commands';
import * as membershipEvents from '../domain/memberships/membership.events';
import { definitionsIn } from '../eventstore/events';
import { membershipsProjection } from '../projections/memberships/memberships.projection';
import type { AppModule } from './module';

/** Monthly memberships: plans, each account's membership, and what a membership changes about bookings. */
export const membershipsModule: AppModule = {
  name: 'memberships',
  events: definitionsIn(membershipEvents),
  projections: () => [membershipsProjection],
  policies: () => [membershipPolicy],
  routes: (ctx) => membershipsRoutes(ctx),
  seed: seedPlans,
};
