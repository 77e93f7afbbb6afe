/** A membership plan as GET /api/membership-plans answers it (money as decimal strings). */
export interface MembershipPlanView {
  id: string;
  name: string;
  description: string | null;
  monthlyFee: string;
  /** Dollars off each booked hour. */
  discountAmount: string;
  freeCreditsPerMonth: number;
  advanceBookingDays: number;
  creditRestrictedDays: string[];
  creditRestrictedStartTime: string | null;
  creditRestrictedEndTime: string | null;
  isActive: boolean;
  sortOrder: number;
}

/** GET /api/user-memberships: the account's current membership (an empty list without one). */
export interface UserMembershipView {
  id: string;
  userId: string;
  planId: string;
  status: 'active' | 'past_due';
  isActive: boolean;
  isPastDue: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  nextRetryAt: string | null;
  memberSince: string;
  plan: MembershipPlanView | null;
  membershipPlan: MembershipPlanView | null;
}

/** GET /api/user-payment-status. */
export interface MembershipPaymentStatus {
  isPastDue: boolean;
  paymentStatusMessage: string | null;
  nextRetryAt: string | null;
  /** The bank wants the member to approve the renewal (3-D Secure): its page is /approve-payment/{id}. */
  approvalId?: string | null;
}

/** What the subscription routes answer (spec: membership subscription response). */
export interface SubscriptionResponse {
  success: boolean;
  processor: 'square' | 'stripe' | null;
  clientSecret: string | null;
  requiresPaymentMethod: boolean;
  checkoutUrl: string | null;
  message: string;
  membership: UserMembershipView | null;
  /** Set when the card is set up in the page or paid on a hosted page: the session to complete. */
  sessionId?: string;
  /** Where the provider sends the buyer back (/membership-success?session=...). */
  returnUrl?: string;
  /** The first month, as the server priced it. */
  amount?: string;
  /**
   * A member of a paid plan switched: the new plan applies now, nothing was charged, and `nextCharge`
   * (the new plan's price) is billed on `billedFrom`, the end of the current period.
   */
  switched?: { fromPlan: string; toPlan: string; nextCharge: string; billedFrom: string };
}

/** POST /api/memberships/payment-sessions/{id}/complete: how the card setup or hosted page stands. */
export interface MembershipSessionResult {
  success: boolean;
  sessionId: string;
  status: 'open' | 'completed' | 'failed' | 'expired';
  message: string;
  planId: string;
  membership: UserMembershipView | null;
}

/** A row of the admin's subscriptions list (GET /api/admin/subscriptions). */
export interface SubscriptionRow {
  userId: string;
  customerName: string;
  phoneNumber: string;
  planId: string;
  planName: string;
  status: 'active' | 'past_due' | 'ended';
  monthlyFee: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  failedAttempts: number;
  nextRetryAt: string | null;
  lastFailure: string | null;
  memberSince: string;
  endedAt: string | null;
  endedReason: string | null;
}
