import { z } from 'zod';

/** What the admins can be told about, each by text and/or email. */
export const NOTIFICATION_KINDS = [
  'new_booking',
  'booking_cancelled',
  'payment_failed',
  'support_message',
  'membership_past_due',
  'sms_failed',
  'projection_stopped',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const DOOR_PROVIDERS = ['none', 'generic_webhook'] as const;

export const systemSettings = z.object({
  venueName: z.string().min(1).max(100),
  /** E.164, or null when the venue shows none. */
  supportPhone: z.string().nullable(),
  /** How far ahead a customer without a membership may book. */
  defaultAdvanceBookingDays: z.number().int().min(1).max(365),
});
export type SystemSettings = z.infer<typeof systemSettings>;

export const adminNotifications = z.object({
  channels: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), sms: z.boolean(), email: z.boolean() })),
});
export type AdminNotifications = z.infer<typeof adminNotifications>;

/**
 * The door settings as first recorded (DoorAccessSettingsSet, read so old logs still replay). Door codes
 * now live in the door-access module, whose DoorAccessSettingsChanged events hold what is in use.
 */
export const doorAccessSettings = z.object({
  provider: z.enum(DOOR_PROVIDERS),
  webhookUrl: z.string().nullable(),
  codeLength: z.number().int().min(4).max(8),
  validBeforeMinutes: z.number().int().min(0).max(1440),
  validAfterMinutes: z.number().int().min(0).max(1440),
});
export type DoorAccessSettings = z.infer<typeof doorAccessSettings>;

/** Until an admin saves a name, the venue is called by the deployment's VENUE_NAME (venueName ''). */
export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  venueName: '',
  supportPhone: null,
  defaultAdvanceBookingDays: 7,
};

/** Only the projection-stopped text is on by default: admins were always texted about it. */
export const DEFAULT_ADMIN_NOTIFICATIONS: AdminNotifications = {
  channels: NOTIFICATION_KINDS.map((kind) => ({ kind, sms: kind === 'projection_stopped', email: false })),
};

export const DEFAULT_DOOR_ACCESS: DoorAccessSettings = {
  provider: 'none',
  webhookUrl: null,
  codeLength: 6,
  validBeforeMinutes: 15,
  validAfterMinutes: 15,
};

export interface VenueSettings {
  system: SystemSettings;
  notifications: AdminNotifications;
  doorAccess: DoorAccessSettings;
}

/** The channels on for one kind (every kind is listed, missing ones off). */
export function channelsFor(settings: AdminNotifications, kind: NotificationKind): { sms: boolean; email: boolean } {
  const row = settings.channels.find((c) => c.kind === kind);
  return { sms: row?.sms ?? false, email: row?.email ?? false };
}

/** Every kind in order, whatever subset was stored. */
export function completeNotifications(settings: AdminNotifications): AdminNotifications {
  return { channels: NOTIFICATION_KINDS.map((kind) => ({ kind, ...channelsFor(settings, kind) })) };
}
