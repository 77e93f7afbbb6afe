import type { ApiDescription } from '../../openapi/api-description';

/** The memberships module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const membershipsApi: ApiDescription = {
  'GET /membership-plans': { summary: 'Membership plans on sale', response: 'MembershipPlanView[]' },
  'GET /user-memberships': { summary: "The caller's membership", response: 'UserMembershipView or null' },
  'GET /user-payment-status': {
    summary: "Whether the caller's membership is paid up",
    response: 'MembershipPaymentStatus',
  },
  'POST /memberships/cancel': { summary: 'Cancel the membership at its period end' },
  'POST /memberships/reactivate': { summary: 'Undo a cancellation before the period ends' },
  'POST /create-membership-subscription': {
    summary: 'Start a membership with a card',
    response: 'SubscriptionResponse: the membership started',
    status: 201,
    alsoAnswers: { 200: { description: 'SubscriptionResponse: the card step the provider needs first' } },
    errors: [402, 409],
  },
  'POST /memberships/upgrade/:planId': { summary: 'Change to another plan' },
  'POST /memberships/payment-sessions/:id/complete': {
    summary: 'Finish a membership card setup once the provider confirms it',
    response: 'MembershipSessionResult (202 while the provider has not confirmed)',
  },
  'POST /memberships/signup': { summary: "The memberships page's sign-up form" },
  'POST /memberships/update-payment-method': {
    summary: "Change the membership's card (pays what is past due)",
  },
  'GET /admin/membership-plans': { summary: 'Every membership plan' },
  'POST /admin/membership-plans': { summary: 'Create a membership plan', status: 201 },
  'PUT /admin/membership-plans/:id': { summary: 'Change a membership plan' },
  'GET /admin/subscriptions': {
    summary: 'Memberships, paged and filtered',
    response: 'Page of SubscriptionRow: { items, total, nextCursor }',
  },
  'POST /admin/users/:userId/membership/retry': { summary: 'Charge a past-due membership now' },
  'POST /admin/users/:userId/membership/cancel': {
    summary: "Cancel a customer's membership at its period end",
  },
  'GET /admin/users/:userId/membership/history': { summary: "Every step of an account's membership, in plain words" },
  'GET /admin/users/:userId/membership': { summary: "An account's membership as its stream has it" },
};
