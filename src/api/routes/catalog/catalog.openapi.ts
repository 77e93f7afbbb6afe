import { z } from 'zod';
import { bayView } from '../../../contracts/catalog';
import { adminNotifications, systemSettings } from '../../../domain/catalog/venue-settings';
import type { ApiDescription } from '../../openapi/api-description';

/** The venue's settings as the admin pages read them: the saved settings, and the zone the venue keeps its dates in. */
const systemAnswer = systemSettings.extend({ timeZone: z.string(), timeZoneSource: z.literal('VENUE_TIMEZONE') });

/** The venue-settings module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const venueSettingsApi: ApiDescription = {
  'GET /venue': {
    summary: "The venue's public details",
    schema: z.object({
      name: z.string(),
      supportPhone: z.string().nullable(),
      timeZone: z.string(),
      /** ISO 4217 and BCP 47: how the web writes every amount. */
      currency: z.string(),
      locale: z.string(),
    }),
  },
  'GET /admin/system-settings': { summary: "The venue's settings", schema: systemAnswer },
  'PUT /admin/system-settings': { summary: "Set the venue's settings", schema: systemAnswer },
  'GET /admin/notifications': { summary: 'Which notifications go out', schema: adminNotifications },
  'PUT /admin/notifications': { summary: 'Set which notifications go out', schema: adminNotifications },
  'GET /admin/bays': {
    summary: 'Every bay, inactive too, with its buffer minutes and upcoming bookings',
    schema: z.array(bayView.extend({ upcomingBookings: z.number().int() })),
  },
};
