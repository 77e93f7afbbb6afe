import type { ApiDescription } from './api-description';
import { listQuery, rolesBody, smsLogQuery } from '../routes/admin-users.routes';
import { phoneBody, profileChanges, signupCheckBody, verifyBody } from '../routes/auth.schemas';
import { conversationsQuery, replyBody, userSendBody } from '../routes/support-chat.routes';

/** The users module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const usersApi: ApiDescription = {
  'GET /auth/phone-user': {
    summary: 'The signed-in user (401 when signed out)',
    response: 'The user (id, names, phone, email, roles)',
    auth: 'customer',
  },
  'POST /auth/check-phone': {
    summary: 'Whether a phone number has an account',
    body: phoneBody,
    response: '{ exists }',
  },
  'POST /auth/check-signup': {
    summary: "Whether a sign-up's phone or email is already another account's (409 if so)",
    body: signupCheckBody,
    response: '{ available: true }',
  },
  'POST /auth/phone/send-code': {
    summary: 'Text a sign-in code to a phone',
    body: phoneBody,
    response: '{ success, message, expiresInSeconds, resendAfterSeconds }',
  },
  'POST /auth/phone/verify-code': {
    summary: 'Verify the code: signs in (or signs up) and sets the session cookie',
    body: verifyBody,
    response: '{ user } (201 when the account is new) with the session cookie set',
  },
  'PATCH /auth/profile': {
    summary: "Change the signed-in user's name or email",
    body: profileChanges,
    response: 'The user',
  },
  'POST /auth/phone/logout': { summary: 'Sign out', body: 'none' },
  'GET /logout': { summary: "Asks 'Sign out?' (an HTML page whose button posts to POST /logout); never signs out" },
  'POST /logout': { summary: 'Sign out (same-origin only; JSON, or 303 to / for the form)', body: 'none' },
  'GET /admin/users': {
    summary: 'Accounts, paged and searchable',
    query: listQuery,
    response: 'Page of accounts (each with totalCredits, its whole credit balance): { items, total, nextCursor }',
  },
  'GET /admin/sms-log': {
    summary: 'Text messages sent and their delivery, paged',
    query: smsLogQuery,
    response: 'Page of messages: { items, total, nextCursor }',
  },
  'PATCH /admin/users/:userId': { summary: "Change an account's profile", body: profileChanges },
  'PUT /admin/users/:userId/roles': { summary: "Set an account's admin and employee roles", body: rolesBody },
  'POST /sms/user-send': {
    summary: 'A customer writes to the venue (support chat)',
    body: userSendBody,
    status: 201,
    auth: 'customer',
  },
  'GET /sms/user-messages/:userId': { summary: "A customer's support conversation" },
  'GET /admin/support/conversations': {
    summary: 'Support conversations, paged, searchable, unread first',
    query: conversationsQuery,
    response: 'Page of conversations: { items, total, nextCursor }',
  },
  'POST /admin/support/:userId/reply': {
    summary: "Reply to a customer's support conversation",
    body: replyBody,
    status: 201,
  },
};
