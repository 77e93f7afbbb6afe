// The domain/bookings folder's door: other areas import only what is exported here (lint rule server/area-index).
export { overlapping } from './bay-day.decider';
export type { BayDayState } from './bay-day.decider';
export * from './booking-fees';
export type { BookingCancelled, BookingMarkedNoShow, RecordedBayDayEvent } from './booking.events';
