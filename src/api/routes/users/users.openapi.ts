import {
  adminUsersPage,
  codeSent,
  phoneExists,
  sessionUser,
  signedIn,
  signupAvailable,
  smsLogPage,
  success,
  userJson,
} from '../../../contracts/users/users';
import { contractOf } from '../../../contracts/contract-of';
import type { Page } from '../../../contracts/lists';
import type { SmsLogEntry } from '../../../projections/sms';
import type { UserJson, listUsers } from '../../../projections/users/users.queries';
import type { ApiDescription } from '../../openapi/api-description';

const user = contractOf<UserJson>()(userJson);
const usersPage = contractOf<Awaited<ReturnType<typeof listUsers>>>()(adminUsersPage);
const smsPage = contractOf<Page<SmsLogEntry>>()(smsLogPage);

/** The users module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const usersApi: ApiDescription = {
  'GET /auth/phone-user': {
    schema: sessionUser,
    summary: 'The signed-in user ({ user: null } when signed out)',
    response: 'The user (id, names, phone, email, roles), or { user: null } for a signed-out visitor',
  },
  'POST /auth/check-phone': {
    schema: phoneExists,
    summary: 'Whether a phone number has an account',
    response: '{ exists }',
  },
  'POST /auth/check-signup': {
    schema: signupAvailable,
    summary: "Whether a sign-up's phone or email is already another account's (409 if so)",
    response: '{ available: true }',
  },
  'POST /auth/phone/send-code': {
    schema: codeSent,
    summary: 'Text a sign-in code to a phone',
    response: '{ success, message, expiresInSeconds, resendAfterSeconds }',
  },
  'POST /auth/phone/verify-code': {
    schema: signedIn,
    summary: 'Verify the code: signs in (or signs up) and sets the session cookie',
    response: '{ user } with the session cookie set',
    alsoAnswers: { 201: { description: '{ user }: the account is new, and signed in', schema: signedIn } },
  },
  'PATCH /auth/profile': {
    schema: user,
    summary: "Change the signed-in user's name or email",
    response: 'The user',
  },
  'POST /auth/phone/logout': { schema: success, summary: 'Sign out' },
  'GET /logout': {
    produces: 'text/html',
    summary: "Asks 'Sign out?' (an HTML page whose button posts to POST /logout); never signs out",
  },
  'POST /logout': { schema: success, summary: 'Sign out (same-origin only; JSON, or 303 to / for the form)' },
  'GET /admin/users': {
    schema: usersPage,
    summary: 'Accounts, paged and searchable',
    response: 'Page of accounts (each with totalCredits, its whole credit balance): { items, total, nextCursor }',
  },
  'GET /admin/sms-log': {
    schema: smsPage,
    summary: 'Text messages sent and their delivery, paged',
    response: 'Page of messages: { items, total, nextCursor }',
  },
  'PATCH /admin/users/:userId': { schema: user, summary: "Change an account's profile" },
  'PUT /admin/users/:userId/roles': { schema: user, summary: "Set an account's admin and employee roles" },
};
