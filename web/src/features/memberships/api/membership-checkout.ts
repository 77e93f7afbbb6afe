import type { MembershipSessionResult, SubscriptionResponse } from '@contracts/memberships/memberships';
import { api } from '@/lib/api-client';

export type { MembershipSessionResult };

/**
 * Starts a paid plan without a card token: the server answers how the card is taken (spec:
 * membership subscription response): an in-page card setup (the second card provider, with a client
 * secret) or a hosted checkout page in a popup (the primary card provider, with a checkout url).
 */
export function startSubscription(planId: string): Promise<SubscriptionResponse> {
  return api.post<SubscriptionResponse>('/api/create-membership-subscription', { planId });
}

/** Asks the server to settle the setup or hosted page: completed, still open, or why it failed. */
export function completeMembershipPayment(sessionId: string): Promise<MembershipSessionResult> {
  return api.post<MembershipSessionResult>(
    `/api/memberships/payment-sessions/${encodeURIComponent(sessionId)}/complete`,
  );
}

export type SubscriptionStep =
  | { kind: 'setup'; clientSecret: string; returnUrl: string; sessionId: string | null }
  | { kind: 'hosted'; checkoutUrl: string; sessionId: string | null }
  | { kind: 'activated'; message: string }
  | { kind: 'created'; message: string };

/** The spec's reading of a subscription response. */
export function nextStep(res: SubscriptionResponse): SubscriptionStep {
  if (res.success && res.processor === 'stripe' && res.clientSecret && res.requiresPaymentMethod)
    return {
      kind: 'setup',
      clientSecret: res.clientSecret,
      returnUrl: res.returnUrl ?? `${window.location.origin}/membership-success`,
      sessionId: res.sessionId ?? null,
    };
  if (res.success && res.checkoutUrl)
    return { kind: 'hosted', checkoutUrl: res.checkoutUrl, sessionId: res.sessionId ?? null };
  if (res.success) return { kind: 'activated', message: res.message };
  return { kind: 'created', message: res.message || 'Membership Created' };
}

/** The in-page setup's error types, in the spec's words. */
export function setupErrorMessage(error: { type?: string; message?: string }): string {
  switch (error.type) {
    case 'card_error':
      return error.message || 'Your card was declined.';
    case 'validation_error':
      return 'Please check your payment details.';
    case 'api_connection_error':
      return 'Network error. Please check your connection.';
    case 'api_error':
      return 'Payment service error. Please try again.';
    case 'authentication_error':
      return 'Payment authentication failed.';
    case 'rate_limit_error':
      return 'Too many requests. Please wait and try again.';
    default:
      return error.message || 'We could not set up your card. Please try again.';
  }
}

/** The card twin's stand-in for Stripe.js confirmSetup (outside production, without Stripe keys). */
export function confirmTwinSetup(body: {
  clientSecret: string;
  paymentMethod: string;
  returnUrl: string;
}): Promise<
  | { setupIntent: { id: string; status: 'succeeded' | 'requires_action' }; nextActionUrl: string | null }
  | { error: { type: string; code: string; message: string } }
> {
  return api.post('/api/dev/card-twin/setup-intents/confirm', body);
}
