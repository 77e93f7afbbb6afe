import { calendarFeedAnswer, type CalendarFeedAnswer } from '../../../contracts/calendar/calendar';
import { contractOf } from '../../../contracts/contract-of';

const feed = contractOf<CalendarFeedAnswer>()(calendarFeedAnswer);
import type { ApiDescription } from '../../openapi/api-description';

/** The calendar module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const calendarApi: ApiDescription = {
  'GET /bookings/:bookingId/calendar.ics': {
    summary: "A booking as an iCalendar event (the booking's owner or an admin; 404 for anyone else)",
    response: 'text/calendar: one VEVENT with the booking reference, bay, venue and exact start and end',
    produces: 'text/calendar',
  },
  'GET /account/calendar-feed': {
    schema: feed,
    summary: 'Whether the caller has a private calendar feed, and its URL: { exists, url, createdAt }',
    response: 'CalendarFeedAnswer',
  },
  'POST /account/calendar-feed': {
    schema: feed,
    alsoAnswers: { 200: { description: 'The live feed the caller already has', schema: feed } },
    summary: "Creates the caller's private calendar feed (201), or answers the live one (200)",
    status: 201,
    response: 'CalendarFeedAnswer with the secret feed URL',
  },
  'DELETE /account/calendar-feed': {
    summary: "Revokes the caller's calendar feed: its URL answers 404 from then on",
    status: 204,
  },
  'GET /calendar/:token.ics': {
    summary: "A customer's private feed (the token is the secret): upcoming and last 30 days' bookings",
    response: 'text/calendar: a VEVENT per booking, cancelled ones STATUS:CANCELLED',
    produces: 'text/calendar',
  },
};
