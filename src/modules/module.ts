import type { Router } from 'express';
import type { Knex } from 'knex';
import type { BookingDesk } from '../commands/checkout/booking-desk';
import type { CouponTender } from '../commands/checkout/coupon-tender';
import type { CreditTender } from '../commands/checkout/credit-tender';
import type { GiftCardTender } from '../commands/checkout/gift-card-tender';
import type { AppContext } from '../app-context';
import type { ApiDescription } from '../api/openapi/api-description';
import type { AuditSubject } from '../commands/audit-subject';
import type { Describers } from '../commands/describe';
import type { BookingPolicy } from '../commands/booking-policies';
import type { OrderLineType } from '../commands/checkout/order-line-type';
import type { EventDefinition } from '../eventstore/events';
import type { AccountSection } from '../projections/account-section';
import type { AdminAlert } from '../projections/admin-alert';
import type { DashboardCard } from '../projections/dashboard-card';
import type { Projection } from '../projections/projection';
import type { JobName, Processor, ProcessorOptions } from '../workers/jobs';
import type { ReceiptSection } from '../workers/receipt-section';
import type { Every } from '../workers/schedules';

/** A job processor an area contributes; the bus runs it under `name`. */
export interface JobDefinition<N extends JobName = JobName> {
  name: N;
  process: Processor<N>;
  options?: ProcessorOptions<N>;
}

/** A job the bus runs on a schedule (idempotent: it must be safe to run twice for the same due time). */
export interface RecurringJob<N extends JobName = JobName> {
  id: string;
  every: Every;
  job: { name: N; payload: Parameters<Processor<N>>[0] };
}

/** A schema change: `up` applies it, `down` takes it back. */
export interface Migration {
  up: (knex: Knex) => Promise<void>;
  down: (knex: Knex) => Promise<void>;
}

/** A migration under the name a database records it by (e.g. '1100_waitlist'); never rename one. */
export type NamedMigration = [string, Migration];

/**
 * One product area: everything it contributes, declared, so the app composes it at start and no
 * area registers itself by a side-effect import or reaches into another's files.
 */
export interface AppModule {
  name: string;
  /** Its tables' migrations (files in migrations/); the runner gathers every module's and orders them. */
  migrations?: NamedMigration[];
  /** The event types this area records (validated on append, upcast on read). */
  events?: EventDefinition[];
  /** Read models and reactors (a reactor is a projection whose effects are jobs). */
  projections?: (ctx: AppContext) => Projection[];
  jobs?: (ctx: AppContext) => JobDefinition[];
  schedules?: (ctx: AppContext) => RecurringJob[];
  /** Rules that change how a booking is priced or allowed (member price, advance window, credits, slots). */
  policies?: (ctx: AppContext) => BookingPolicy[];
  /** What the paid-order process can sell on this area's behalf. */
  orderLines?: (ctx: AppContext) => OrderLineType[];
  /** How the paid order pays with a gift card (one module provides it). */
  giftCardTender?: GiftCardTender;
  /** How the paid order pays with credits (one module provides it). */
  creditTender?: CreditTender;
  /** How the paid order takes a coupon (one module provides it). */
  couponTender?: CouponTender;
  /** What the paid order and its receipts need of the bookings it sells (one module provides it). */
  bookingDesk?: BookingDesk;
  /**
   * Its part of the signed-in user as GET /api/auth/phone-user reports it (memberships: the real
   * membershipType); merged over the users read model's fields.
   */
  sessionUserFields?: (ctx: AppContext, userId: string) => Promise<Record<string, unknown>>;
  /** Mounted under /api. */
  routes?: (ctx: AppContext) => Router;
  /** Its routes described for the OpenAPI document (summaries, the zod schemas they parse). */
  openapi?: ApiDescription;
  /** Its event types in plain words for the audit trail (a type no module describes reads as its name). */
  auditDescribers?: Describers[];
  /** The subjects an admin can read the history of (GET /api/admin/audit/:kind/:id): where their events live, their as-of. */
  auditSubjects?: AuditSubject[];
  /** What an admin should look at, counted (GET /api/admin/alerts and the dashboard's alerts). */
  alerts?: AdminAlert[];
  /** Its headline numbers on the admin dashboard (GET /api/admin/dashboard's `cards`, after the day's tiles). */
  dashboardCards?: DashboardCard[];
  /** Its parts of the account page (GET /api/account/summary), merged into the summary. */
  accountSections?: AccountSection[];
  /** Its parts of a booking's receipt email (a door code, a calendar file). */
  receiptSections?: ReceiptSection[];
  /** Runs on start after migrations; must be idempotent. */
  seed?: (ctx: AppContext) => Promise<void>;
}

/** Builds a job definition with its payload type checked against the job name. */
export function job<N extends JobName>(name: N, process: Processor<N>, options?: ProcessorOptions<N>): JobDefinition {
  return { name, process, options } as unknown as JobDefinition;
}
