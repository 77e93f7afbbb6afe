import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';
import { boundedCents } from '../limits';
import { adminNotifications, doorAccessSettings, systemSettings } from './venue-settings';

const time = z.string().regex(/^\d{2}:\d{2}:\d{2}$/);
const cents = boundedCents;

/** Cleaning time kept free after each booking on a bay, in minutes (the admin sets 5-minute steps). */
export const MAX_BUFFER_MINUTES = 120;
const bufferMinutes = z.number().int().min(0).max(MAX_BUFFER_MINUTES);

export const BayCreated = defineEvent(
  'BayCreated',
  z.object({
    bayId: z.uuid(),
    name: z.string().min(1),
    description: z.string().nullable(),
    isActive: z.boolean(),
    hourlyRateCents: cents.nullable(),
    peakHourlyRateCents: cents.nullable(),
    bufferMinutes: bufferMinutes.default(0),
  }),
  // Version 1 bays had no buffer: they keep none.
  { version: 2, upcast: (data) => ({ bufferMinutes: 0, ...(data as object) }) },
);

export const BayUpdated = defineEvent(
  'BayUpdated',
  z.object({
    bayId: z.uuid(),
    name: z.string().min(1).optional(),
    description: z.string().nullable().optional(),
    isActive: z.boolean().optional(),
    hourlyRateCents: cents.nullable().optional(),
    peakHourlyRateCents: cents.nullable().optional(),
    bufferMinutes: bufferMinutes.optional(),
  }),
);

export const BusinessHoursSet = defineEvent(
  'BusinessHoursSet',
  z.object({
    dayOfWeek: z.number().int().min(0).max(6),
    openTime: time,
    closeTime: time,
    bookingIntervalMinutes: z.number().int().positive().max(1440),
    peakStartTime: time.nullable(),
    peakEndTime: time.nullable(),
    baseHourlyRateCents: cents.nullable(),
    peakHourlyRateCents: cents.nullable(),
  }),
);

export const CancellationPolicySet = defineEvent(
  'CancellationPolicySet',
  z.object({
    tiers: z.array(z.object({ minHoursBefore: z.number().min(0), refundPercentage: z.number().min(0).max(100) })),
  }),
);

/** Venue name, support phone and the non-member advance window (admin system settings). */
export const SystemSettingsSet = defineEvent('SystemSettingsSet', systemSettings);
/** Which events text and/or email the admins. */
export const AdminNotificationsSet = defineEvent('AdminNotificationsSet', adminNotifications);
/** Door-code settings (the door feature itself reads them later). */
export const DoorAccessSettingsSet = defineEvent('DoorAccessSettingsSet', doorAccessSettings);

export type BayCreatedData = z.output<typeof BayCreated.schema>;
export type BayUpdatedData = z.output<typeof BayUpdated.schema>;
export type BusinessHoursSetData = z.output<typeof BusinessHoursSet.schema>;
export type CancellationPolicySetData = z.output<typeof CancellationPolicySet.schema>;

export const catalogEventTypes = [
  BayCreated.type,
  BayUpdated.type,
  BusinessHoursSet.type,
  CancellationPolicySet.type,
  SystemSettingsSet.type,
  AdminNotificationsSet.type,
  DoorAccessSettingsSet.type,
];

export const bayStream = (venue: string, bayId: string) => venueStream('bay', venue, bayId);
export const businessHoursStream = (venue: string, dayOfWeek: number) =>
  venueStream('business_hours', venue, dayOfWeek);
export const cancellationPolicyStream = (venue: string) => venueStream('settings', venue, 'cancellation_policy');
export const venueSettingsStream = (venue: string, key: 'system' | 'admin_notifications' | 'door_access') =>
  venueStream('settings', venue, key);
