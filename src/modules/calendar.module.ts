import { calendarRoutes } from '../api/routes/calendar/calendar.routes';
import { calendarApi } from '../api/routes/calendar/calendar.openapi';
import * as calendarFeedEvents from '../domain/calendar/calendar-feed.events';
import { definitionsIn } from '../eventstore/events';
import { calendarFeedsProjection } from '../projections/calendar/calendar-feeds.projection';
import type { AppModule } from './module';
import * as m1130 from '../../migrations/1130_calendar_feeds';
import { calendarReceiptSection } from '../commands/calendar/calendar.receipt';

/** Calendars: an .ics for each booking and a private, revocable feed of each customer's bookings. */
export const calendarModule: AppModule = {
  name: 'calendar',
  receiptSections: [calendarReceiptSection],
  migrations: [['1130_calendar_feeds', m1130]],
  openapi: calendarApi,
  events: definitionsIn(calendarFeedEvents),
  projections: () => [calendarFeedsProjection],
  routes: calendarRoutes,
};
