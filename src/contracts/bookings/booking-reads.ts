import { z } from 'zod';

/**
 * The public booking reads as zod contracts: the OpenAPI document shows them as the routes' answer
 * schemas and the tests check real answers against them (bookings.ts names their types).
 */
export const occupancyLevel = z.enum(['green', 'orange', 'red']);

export const slotAvailability = z.object({
  /** HH:MM:SS in the venue's time zone. */
  time: z.string(),
  startsAt: z.string(),
  /** When the slot ends for the asked duration (HH:MM:SS). */
  endTime: z.string(),
  /** False when the chosen duration would run past closing time. */
  fits: z.boolean(),
  /** Share of active bays taken during the slot's interval (0..1). */
  occupancy: z.number().min(0).max(1),
  /** At or under 50% green, under 75% orange, otherwise red (spec). */
  occupancyLevel,
  availableBays: z.number().int(),
  bays: z.array(z.object({ bayId: z.string(), available: z.boolean(), totalAmount: z.string().nullable() })),
});

/** GET /api/availability?date=&duration= */
export const availabilityResponse = z.object({
  date: z.string(),
  timezone: z.string(),
  duration: z.number(),
  bookingIntervalMinutes: z.number().int(),
  fallbackHours: z.boolean(),
  advanceBookingDays: z.number().int(),
  /** The durations (hours) the booking modal offers. */
  durations: z.array(z.number()).readonly(),
  bookable: z.boolean(),
  message: z.string().nullable(),
  bays: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
  slots: z.array(slotAvailability),
});

/** GET /api/booking-window: how far ahead the caller may book. */
export const bookingWindow = z.object({
  /** Today in the venue's time zone. */
  today: z.string(),
  advanceBookingDays: z.number().int(),
  /** The last day this caller can book (today + advanceBookingDays). */
  lastBookableDate: z.string(),
});

export { bayView } from '../catalog';

/** GET /api/cancellation-policy: the refund tiers, longest notice first. */
export const cancellationPolicyView = z.object({
  tiers: z.array(z.object({ minHoursBefore: z.number(), refundPercentage: z.number().int().min(0).max(100) })),
});
