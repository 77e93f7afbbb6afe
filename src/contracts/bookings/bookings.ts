/**
 * What the booking calls answer, as the server builds them and the web reads them (types only: the
 * web bundles nothing from here).
 */
import type { z } from 'zod';
import type { availabilityResponse, bookingWindow, occupancyLevel, slotAvailability } from './booking-reads';

export type OccupancyLevel = z.infer<typeof occupancyLevel>;
export type SlotAvailability = z.infer<typeof slotAvailability>;
/** GET /api/availability?date=&duration= */
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;
/** GET /api/booking-window: how far ahead the caller may book. */
export type BookingWindow = z.infer<typeof bookingWindow>;
