// The domain/catalog folder's door: other areas import only what is exported here (lint rule server/area-index).
export { FALLBACK_INTERVAL, fitBooking, openingWindow, slotStarts, windowClosesAt } from './business-hours';
export type { BookingFit, OpeningWindow, SlotStart, WeekHours } from './business-hours';
export { DEFAULT_CANCELLATION_POLICY, refundFor } from './cancellation-policy';
export type { CancellationPolicy, RefundDecision } from './cancellation-policy';
export * as catalogEvents from './catalog.events';
export { creditableHours, creditedValue } from './credit-hours';
export { adjustLines, applyAdjustment, buildQuote, priceLines, withHourlyAdjustments } from './pricing';
export type { BayRates, Quote, QuoteAdjustment, QuoteLine } from './pricing';
export { channelsFor } from './venue-settings';
export type { NotificationKind } from './venue-settings';
export {
  addDays,
  dayOfWeek,
  dayOutsideWindow,
  formatVenueSlot,
  isCalendarDate,
  isTimeString,
  localParts,
  minutesToTime,
  timeToMinutes,
  venueToday,
  wallClockInstant,
  wallClockInstantOrNext,
} from './venue-time';
