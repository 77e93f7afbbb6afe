import type { Knex } from 'knex';
import type { AppContext } from '../../app-context';
import type { ListParams, Page } from '../../contracts/lists';
import type { MembershipPlanView, SubscriptionRow, UserMembershipView } from '../../contracts/memberships/memberships';
import { toDecimalString } from '../../lib/money';
import { paged } from '../paged';

export interface PlanRow {
  id: string;
  name: string;
  description: string | null;
  monthly_fee_cents: number;
  discount_per_hour_cents: number;
  free_credits_per_month: string;
  advance_booking_days: number;
  credit_restricted_days: string[];
  credit_restricted_start_time: string | null;
  credit_restricted_end_time: string | null;
  is_active: boolean;
  sort_order: number;
}

/** A plan as the spec shows it: money as decimal strings, times as HH:MM:SS. */
export function planJson(p: PlanRow): MembershipPlanView {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    monthlyFee: toDecimalString(p.monthly_fee_cents),
    discountAmount: toDecimalString(p.discount_per_hour_cents),
    freeCreditsPerMonth: Number(p.free_credits_per_month),
    advanceBookingDays: p.advance_booking_days ?? 7,
    creditRestrictedDays: p.credit_restricted_days ?? [],
    creditRestrictedStartTime: seconds(p.credit_restricted_start_time),
    creditRestrictedEndTime: seconds(p.credit_restricted_end_time),
    isActive: p.is_active,
    sortOrder: p.sort_order,
  };
}

const seconds = (t: string | null) => (t && t.length === 5 ? `${t}:00` : t);

export async function listPlans(knex: Knex, options: { activeOnly: boolean }): Promise<PlanRow[]> {
  const q = knex<PlanRow>('membership_plans').orderBy([{ column: 'sort_order' }, { column: 'name' }]);
  if (options.activeOnly) q.where({ is_active: true });
  return q;
}

export async function planById(knex: Knex, id: string): Promise<PlanRow | undefined> {
  return knex<PlanRow>('membership_plans').where({ id }).first();
}

export interface MembershipRow {
  user_id: string;
  plan_id: string;
  plan_name: string;
  status: 'active' | 'past_due' | 'ended';
  fee_cents: number;
  free_credits: string;
  period_start: Date;
  period_end: Date;
  cancel_at_period_end: boolean;
  failed_attempts: number;
  next_retry_at: Date | null;
  last_failure: string | null;
  member_since: Date;
  ended_at: Date | null;
  ended_reason: string | null;
}

export async function membershipOf(knex: Knex, userId: string): Promise<MembershipRow | undefined> {
  return knex<MembershipRow>('user_memberships').where({ user_id: userId }).first();
}

/**
 * The plan an account holds in one of `statuses`: 'active' alone is the plan that gives member prices,
 * window and credits now (paid up); with 'past_due' too, the plan whose rules (credit restrictions)
 * still bind.
 */
export async function planOf(
  knex: Knex,
  userId: string | null,
  statuses: ReadonlyArray<MembershipRow['status']> = ['active'],
): Promise<PlanRow | null> {
  if (!userId) return null;
  const row = await knex('user_memberships as m')
    .join('membership_plans as p', 'p.id', 'm.plan_id')
    .where('m.user_id', userId)
    .whereIn('m.status', statuses)
    .first<PlanRow>('p.*');
  return row ?? null;
}

/** GET /api/user-memberships: the account's current membership (none once it ended), with its plan. */
export async function userMembershipsJson(knex: Knex, userId: string): Promise<UserMembershipView[]> {
  const m = await membershipOf(knex, userId);
  if (!m || m.status === 'ended') return [];
  const plan = await planById(knex, m.plan_id);
  const planView = plan ? planJson(plan) : null;
  return [
    {
      id: m.user_id,
      userId: m.user_id,
      planId: m.plan_id,
      status: m.status === 'past_due' ? 'past_due' : 'active',
      isActive: true,
      isPastDue: m.status === 'past_due',
      cancelAtPeriodEnd: m.cancel_at_period_end,
      currentPeriodStart: m.period_start.toISOString(),
      currentPeriodEnd: m.period_end.toISOString(),
      nextRetryAt: m.next_retry_at?.toISOString() ?? null,
      memberSince: m.member_since.toISOString(),
      plan: planView,
      membershipPlan: planView,
    },
  ];
}

interface SubscriptionDbRow extends MembershipRow {
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
}

/** The admin's subscriptions: by status, searched by name or phone, one page at a time. */
export async function listSubscriptions(
  knex: Knex,
  options: ListParams & { status?: 'active' | 'past_due' | 'ended'; search?: string },
): Promise<Page<SubscriptionRow>> {
  const query = knex('user_memberships as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select('m.*', 'u.first_name', 'u.last_name', 'u.phone_number');
  if (options.status) query.where('m.status', options.status);
  if (options.search) {
    const like = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((q) =>
      q.whereILike('u.first_name', like).orWhereILike('u.last_name', like).orWhereILike('u.phone_number', like),
    );
  }
  return paged(knex, query, options, {
    sortable: { periodEnd: 'period_end', memberSince: 'member_since', plan: 'plan_name', status: 'status' },
    defaultSort: 'periodEnd',
    defaultOrder: 'asc',
    tiebreak: 'user_id',
    map: (r: SubscriptionDbRow): SubscriptionRow => ({
      userId: r.user_id,
      customerName: [r.first_name, r.last_name].filter(Boolean).join(' '),
      phoneNumber: r.phone_number ?? '',
      planId: r.plan_id,
      planName: r.plan_name,
      status: r.status,
      monthlyFee: toDecimalString(r.fee_cents),
      currentPeriodStart: new Date(r.period_start).toISOString(),
      currentPeriodEnd: new Date(r.period_end).toISOString(),
      cancelAtPeriodEnd: r.cancel_at_period_end,
      failedAttempts: r.failed_attempts,
      nextRetryAt: r.next_retry_at ? new Date(r.next_retry_at).toISOString() : null,
      lastFailure: r.last_failure,
      memberSince: new Date(r.member_since).toISOString(),
      endedAt: r.ended_at ? new Date(r.ended_at).toISOString() : null,
      endedReason: r.ended_reason,
    }),
  });
}

/** The badge: premium for the top plans, member for any other plan held and paid up, else guest. */
export function membershipType(
  plan: { sortOrder: number; monthlyFee: string } | null | undefined,
  pastDue: boolean,
): 'premium' | 'member' | 'guest' {
  if (!plan || pastDue) return 'guest';
  return plan.sortOrder >= 2 ? 'premium' : 'member';
}

/** The session user's membership badge (GET /api/auth/phone-user), as the account page shows it. */
export async function sessionMembershipFields(ctx: Pick<AppContext, 'knex'>, userId: string) {
  const [membership] = await userMembershipsJson(ctx.knex, userId);
  return { membershipType: membershipType(membership?.plan, Boolean(membership?.isPastDue)) };
}
