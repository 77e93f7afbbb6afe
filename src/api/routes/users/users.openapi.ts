import type { ApiDescription } from '../../openapi/api-description';

/** The users module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const usersApi: ApiDescription = {
  'GET /auth/phone-user': {
    summary: 'The signed-in user ({ user: null } when signed out)',
    response: 'The user (id, names, phone, email, roles), or { user: null } for a signed-out visitor',
  },
  'POST /auth/check-phone': {
    summary: 'Whether a phone number has an account',
    response: '{ exists }',
  },
  'POST /auth/check-signup': {
    summary: "Whether a sign-up's phone or email is already another account's (409 if so)",
    response: '{ available: true }',
  },
  'POST /auth/phone/send-code': {
    summary: 'Text a sign-in code to a phone',
    response: '{ success, message, expiresInSeconds, resendAfterSeconds }',
  },
  'POST /auth/phone/verify-code': {
    summary: 'Verify the code: signs in (or signs up) and sets the session cookie',
    response: '{ user } with the session cookie set',
    alsoAnswers: { 201: { description: '{ user }: the account is new, and signed in' } },
  },
  'PATCH /auth/profile': {
    summary: "Change the signed-in user's name or email",
    response: 'The user',
  },
  'POST /auth/phone/logout': { summary: 'Sign out' },
  'GET /logout': { summary: "Asks 'Sign out?' (an HTML page whose button posts to POST /logout); never signs out" },
  'POST /logout': { summary: 'Sign out (same-origin only; JSON, or 303 to / for the form)' },
  'GET /admin/users': {
    summary: 'Accounts, paged and searchable',
    response: 'Page of accounts (each with totalCredits, its whole credit balance): { items, total, nextCursor }',
  },
  'GET /admin/sms-log': {
    summary: 'Text messages sent and their delivery, paged',
    response: 'Page of messages: { items, total, nextCursor }',
  },
  'PATCH /admin/users/:userId': { summary: "Change an account's profile" },
  'PUT /admin/users/:userId/roles': { summary: "Set an account's admin and employee roles" },
};
