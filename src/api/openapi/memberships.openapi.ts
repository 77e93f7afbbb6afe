import type { ApiDescription } from './api-description';
import {
  planSchema,
  signupSchema,
  subscribeSchema,
  subscriptionsQuery,
  updateCardSchema,
  upgradeSchema,
} from '../routes/memberships.schemas';

/** The memberships module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const membershipsApi: ApiDescription = {
  'GET /membership-plans': { summary: 'Membership plans on sale', response: 'MembershipPlanView[]' },
  'GET /user-memberships': { summary: "The caller's membership", response: 'UserMembershipView or null' },
  'GET /user-payment-status': {
    summary: "Whether the caller's membership is paid up",
    response: 'MembershipPaymentStatus',
  },
  'POST /memberships/cancel': { summary: 'Cancel the membership at its period end', body: 'none' },
  'POST /memberships/reactivate': { summary: 'Undo a cancellation before the period ends', body: 'none' },
  'POST /create-membership-subscription': {
    summary: 'Start a membership with a card',
    body: subscribeSchema,
    response: 'SubscriptionResponse: the membership, or the card step the provider needs',
  },
  'POST /memberships/upgrade/:planId': { summary: 'Change to another plan', body: upgradeSchema },
  'POST /memberships/payment-sessions/:id/complete': {
    summary: 'Finish a membership card setup once the provider confirms it',
    body: 'none',
    response: 'MembershipSessionResult (202 while the provider has not confirmed)',
  },
  'POST /memberships/signup': { summary: "The memberships page's sign-up form", body: signupSchema },
  'POST /memberships/update-payment-method': {
    summary: "Change the membership's card (pays what is past due)",
    body: updateCardSchema,
  },
  'GET /admin/membership-plans': { summary: 'Every membership plan' },
  'POST /admin/membership-plans': { summary: 'Create a membership plan', body: planSchema },
  'PUT /admin/membership-plans/:id': { summary: 'Change a membership plan', body: planSchema },
  'GET /admin/subscriptions': {
    summary: 'Memberships, paged and filtered',
    query: subscriptionsQuery,
    response: 'Page of SubscriptionRow: { items, total, nextCursor }',
  },
  'POST /admin/users/:userId/membership/retry': { summary: 'Charge a past-due membership now', body: 'none' },
  'POST /admin/users/:userId/membership/cancel': {
    summary: "Cancel a customer's membership at its period end",
    body: 'none',
  },
  'GET /admin/users/:userId/membership/history': { summary: "Every step of an account's membership, in plain words" },
  'GET /admin/users/:userId/membership': { summary: "An account's membership as its stream has it" },
};
