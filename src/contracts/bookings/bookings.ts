/**
 * What the booking calls answer, as the server builds them and the web reads them (types only: the
 * web bundles nothing from here).
 */
export type OccupancyLevel = 'green' | 'orange' | 'red';

export interface SlotAvailability {
  /** HH:MM:SS in the venue's time zone. */
  time: string;
  startsAt: string;
  /** When the slot ends for the asked duration (HH:MM:SS). */
  endTime: string;
  /** False when the chosen duration would run past closing time. */
  fits: boolean;
  /** Share of active bays taken during the slot's interval (0..1). */
  occupancy: number;
  /** At or under 50% green, under 75% orange, otherwise red (spec). */
  occupancyLevel: OccupancyLevel;
  availableBays: number;
  bays: Array<{ bayId: string; available: boolean; totalAmount: string | null }>;
}

/** GET /api/availability?date=&duration= */
export interface AvailabilityResponse {
  date: string;
  timezone: string;
  duration: number;
  bookingIntervalMinutes: number;
  fallbackHours: boolean;
  advanceBookingDays: number;
  /** The durations (hours) the booking modal offers. */
  durations: readonly number[];
  bookable: boolean;
  message: string | null;
  bays: Array<{ id: string; name: string; type: string }>;
  slots: SlotAvailability[];
}

/** GET /api/booking-window: how far ahead the caller may book. */
export interface BookingWindow {
  /** Today in the venue's time zone. */
  today: string;
  advanceBookingDays: number;
  /** The last day this caller can book (today + advanceBookingDays). */
  lastBookableDate: string;
}
