import type { AppContext } from '../app-context';
import { DescriberRegistry } from '../commands/describe';
import type { AppModule } from './module';
import { usersModule } from './users.module';
import { supportModule } from './support.module';
import { bookingsModule } from './bookings.module';
import { paymentsModule } from './payments.module';
import { creditsModule } from './credits.module';
import { offersModule } from './offers.module';
import { couponsModule } from './coupons.module';
import { giftCardsModule } from './gift-cards.module';
import { checkoutModule } from './checkout.module';
import { systemModule } from './system.module';
import { membershipsModule } from './memberships.module';
import { loyaltyModule } from './loyalty.module';
import { accountModule } from './account.module';
import { emailModule } from './email.module';
import { tournamentsModule } from './tournaments.module';
import { staffModule } from './staff.module';
import { messagingModule } from './messaging.module';
import { dashboardModule } from './dashboard.module';
import { venueSettingsModule } from './catalog.module';
import { adminCustomersModule } from './customers.module';
import { analyticsModule } from './analytics.module';
import { ledgerModule } from './ledger.module';
import { auditModule } from './audit.module';
import { webhooksModule } from './webhooks.module';
import { calendarModule } from './calendar.module';
import { remindersModule } from './reminders.module';
import { doorAccessModule } from './door-access.module';
import { noShowModule } from './no-show.module';
import { waitlistModule } from './waitlist.module';
import { venuesModule } from './venues.module';
import { waiversModule } from './waivers.module';
import { tabsModule } from './tabs.module';
import { bayScreensModule } from './bay-screens.module';

/** Every area of the product. Order matters only for routes that share a path prefix. */
export const modules: AppModule[] = [
  usersModule,
  supportModule,
  bookingsModule,
  paymentsModule,
  creditsModule,
  offersModule,
  couponsModule,
  giftCardsModule,
  checkoutModule,
  membershipsModule,
  loyaltyModule,
  accountModule,
  emailModule,
  tournamentsModule,
  staffModule,
  messagingModule,
  dashboardModule,
  venueSettingsModule,
  adminCustomersModule,
  analyticsModule,
  ledgerModule,
  auditModule,
  webhooksModule,
  calendarModule,
  remindersModule,
  doorAccessModule,
  noShowModule,
  waitlistModule,
  venuesModule,
  waiversModule,
  tabsModule,
  bayScreensModule,
  systemModule,
];

/**
 * Composes what each module declares into the app context: event types, read models and reactors,
 * job processors, booking policies, order line types and audit describers; the list itself stays on the
 * context for the slots read on demand (audit subjects, alerts, account sections, dashboard cards). Nothing else registers anything.
 */
export function registerModules(ctx: AppContext, list: AppModule[] = modules): void {
  ctx.modules = list;
  ctx.describers = DescriberRegistry.of(list);
  for (const m of list) {
    if (m.events) ctx.eventTypes.register(...m.events);
    if (m.projections) ctx.projections.register(...m.projections(ctx));
    for (const j of m.jobs?.(ctx) ?? []) ctx.jobs.register(j.name, j.process, j.options);
    if (m.policies) ctx.policies.add(...m.policies(ctx));
    if (m.orderLines) ctx.orderLines.add(...m.orderLines(ctx));
  }
}

/** Puts the modules' recurring jobs on the bus's schedule (the workers role; idempotent by schedule id). */
export async function scheduleModules(ctx: AppContext, list: AppModule[] = modules): Promise<void> {
  for (const m of list) for (const s of m.schedules?.(ctx) ?? []) await ctx.jobs.schedule(s.id, s.every, s.job);
}

export async function seedModules(ctx: AppContext, list: AppModule[] = modules): Promise<void> {
  for (const m of list) await m.seed?.(ctx);
}
