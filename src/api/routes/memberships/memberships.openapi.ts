import { z } from 'zod';
import { contractOf } from '../../../contracts/contract-of';
import {
  membershipCardChanged,
  membershipChanged,
  membershipHistory,
  membershipPaymentStatus,
  membershipPlanView,
  membershipRetried,
  membershipSessionResult,
  membershipState,
  subscriptionResponse,
  subscriptionsPage,
  userMembershipView,
} from '../../../contracts/memberships/membership-answers';
import type {
  MembershipPaymentStatus,
  MembershipPlanView,
  MembershipSessionResult,
  SubscriptionResponse,
  SubscriptionRow,
  UserMembershipView,
} from '../../../contracts/memberships/memberships';
import type { Page } from '../../../contracts/lists';
import { doneMessage } from '../../../contracts/answers';
import type { ApiDescription } from '../../openapi/api-description';

const plan = contractOf<MembershipPlanView>()(membershipPlanView);
const subscription = contractOf<SubscriptionResponse>()(subscriptionResponse);

/** The memberships module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const membershipsApi: ApiDescription = {
  'GET /membership-plans': {
    schema: z.array(plan),
    summary: 'Membership plans on sale',
    response: 'MembershipPlanView[]',
  },
  'GET /user-memberships': {
    schema: z.array(contractOf<UserMembershipView>()(userMembershipView)),
    summary: "The caller's membership",
    response: 'UserMembershipView[]: the current membership, or an empty list',
  },
  'GET /user-payment-status': {
    schema: contractOf<MembershipPaymentStatus>()(membershipPaymentStatus),
    summary: "Whether the caller's membership is paid up",
    response: 'MembershipPaymentStatus',
  },
  'POST /memberships/cancel': { schema: membershipChanged, summary: 'Cancel the membership at its period end' },
  'POST /memberships/reactivate': { schema: membershipChanged, summary: 'Undo a cancellation before the period ends' },
  'POST /create-membership-subscription': {
    schema: subscription,
    summary: 'Start a membership with a card',
    response: 'SubscriptionResponse: the membership started',
    status: 201,
    alsoAnswers: {
      200: {
        description: 'SubscriptionResponse: the card step the provider needs first, or a paid plan switched',
        schema: subscription,
      },
    },
    errors: [402, 409],
  },
  'POST /memberships/upgrade/:planId': {
    status: 201,
    schema: subscription,
    alsoAnswers: {
      200: { description: 'The card step the provider needs first, or a paid plan switched', schema: subscription },
    },
    summary: 'Change to another plan',
  },
  'POST /memberships/payment-sessions/:id/complete': {
    schema: contractOf<MembershipSessionResult>()(membershipSessionResult),
    alsoAnswers: { 202: { description: 'The provider has not confirmed yet', schema: membershipSessionResult } },
    summary: 'Finish a membership card setup once the provider confirms it',
    response: 'MembershipSessionResult (202 while the provider has not confirmed)',
  },
  'POST /memberships/signup': {
    status: 201,
    schema: subscription,
    alsoAnswers: {
      200: { description: 'The card step the provider needs first, or a paid plan switched', schema: subscription },
    },
    summary: "The memberships page's sign-up form",
  },
  'POST /memberships/update-payment-method': {
    schema: membershipCardChanged,
    summary: "Change the membership's card (pays what is past due)",
  },
  'GET /admin/membership-plans': { schema: z.array(plan), summary: 'Every membership plan' },
  'POST /admin/membership-plans': { schema: plan, summary: 'Create a membership plan', status: 201 },
  'PUT /admin/membership-plans/:id': { schema: plan, summary: 'Change a membership plan' },
  'GET /admin/subscriptions': {
    schema: contractOf<Page<SubscriptionRow>>()(subscriptionsPage),
    summary: 'Memberships, paged and filtered',
    response: 'Page of SubscriptionRow: { items, total, nextCursor }',
  },
  'POST /admin/users/:userId/membership/retry': {
    schema: membershipRetried,
    summary: 'Charge a past-due membership now',
  },
  'POST /admin/users/:userId/membership/cancel': {
    schema: doneMessage,
    summary: "Cancel a customer's membership at its period end",
  },
  'GET /admin/users/:userId/membership/history': {
    schema: membershipHistory,
    summary: "Every step of an account's membership, in plain words",
  },
  'GET /admin/users/:userId/membership': {
    schema: membershipState,
    summary: "An account's membership as its stream has it",
  },
};
