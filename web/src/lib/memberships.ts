import type {
  MembershipPaymentStatus,
  MembershipPlanView,
  SubscriptionResponse,
  UserMembershipView,
} from '@contracts/memberships/memberships';
import { useMemo } from 'react';
import useSWR from 'swr';
import { formatVenueDate } from '@/lib/venue-time';
import { api, fetcher } from '@/lib/api-client';
import { formatWhole } from '@/lib/money';

export type { MembershipPlanView, UserMembershipView, MembershipPaymentStatus };

export const PLANS_KEY = '/api/membership-plans';
export const USER_MEMBERSHIPS_KEY = '/api/user-memberships';
export const PAYMENT_STATUS_KEY = '/api/user-payment-status';

/** The active plans, sorted by sortOrder (the server sorts; sorted again so the page never depends on it). */
export function usePlans() {
  const { data, error, isLoading } = useSWR(PLANS_KEY, fetcher<MembershipPlanView[]>);
  const plans = useMemo(() => [...(data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder), [data]);
  return { plans, error, isLoading };
}

/** The signed-in account's membership, or null (a visitor's 401 reads as none). */
export function useMyMembership(signedIn: boolean) {
  const { data, error, mutate } = useSWR(signedIn ? USER_MEMBERSHIPS_KEY : null, fetcher<UserMembershipView[]>);
  return { membership: data?.[0] ?? null, error, refresh: mutate };
}

export function usePaymentStatus(signedIn: boolean) {
  const { data } = useSWR(signedIn ? PAYMENT_STATUS_KEY : null, fetcher<MembershipPaymentStatus>);
  return data ?? null;
}

export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  planId: string;
}

/** The sign-up form for a free plan (a paid plan is bought through the payment dialog). */
export function signUpForPlan(form: SignupForm): Promise<SubscriptionResponse> {
  return api.post<SubscriptionResponse>('/api/memberships/signup', form);
}

/**
 * Switches without a payment: to a free plan, or to any plan from a paid plan that is paid up (the
 * switch is immediate and the new price is billed from the next cycle). Otherwise a paid plan's first
 * month goes through the payment dialog.
 */
export function switchPlanNow(planId: string): Promise<SubscriptionResponse> {
  return api.post<SubscriptionResponse>(`/api/memberships/upgrade/${encodeURIComponent(planId)}`, {});
}

/** The server's rule: a member of a paid plan, paid up, switches now and is billed from the next cycle. */
export function switchesAtNextCycle(membership: UserMembershipView | null): boolean {
  return Boolean(membership && !membership.isPastDue && Number(membership.plan?.monthlyFee ?? 0) > 0);
}

/** "December 1, 2026": a billing date in the venue's time zone. */
export function billingDay(iso: string): string {
  return formatVenueDate(iso, { month: 'long', day: 'numeric', year: 'numeric' });
}

/** Whole units of the venue's currency ("$25"), as the plan cards show the monthly price. */
export function wholeDollars(amount: string): string {
  return formatWhole(amount);
}

/** "Saturday, Sunday 5:00 PM - 9:00 PM": when the plan's credits cannot be used. */
export function restrictionText(plan: MembershipPlanView, formatTime: (t: string) => string): string | null {
  if (!plan.creditRestrictedDays.length) return null;
  const days = plan.creditRestrictedDays.join(', ');
  const { creditRestrictedStartTime: start, creditRestrictedEndTime: end } = plan;
  return start && end ? `${days} ${formatTime(start)} - ${formatTime(end)}` : days;
}

/** The benefit lines of a plan card, in the spec's order. */
export function benefitsOf(plan: MembershipPlanView, formatTime: (t: string) => string): string[] {
  const lines: string[] = [];
  if (Number(plan.discountAmount) > 0) lines.push(`Save ${formatWhole(plan.discountAmount)}/hour on all bookings`);
  if (plan.freeCreditsPerMonth > 0)
    lines.push(`${plan.freeCreditsPerMonth} free credit${plan.freeCreditsPerMonth === 1 ? '' : 's'} monthly`);
  lines.push(`Book up to ${plan.advanceBookingDays || 7} days in advance`);
  const restricted = restrictionText(plan, formatTime);
  if (restricted) lines.push(`Credits not usable ${restricted}`);
  if (plan.sortOrder > 0) lines.push('Priority booking access');
  if (plan.sortOrder > 1) lines.push('Exclusive member events');
  return lines;
}
