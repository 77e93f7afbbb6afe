import type { ApiDescription } from '../../openapi/api-description';

/** The venue-settings module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const venueSettingsApi: ApiDescription = {
  'GET /venue': { summary: "The venue's public details" },
  'GET /admin/system-settings': { summary: "The venue's settings" },
  'PUT /admin/system-settings': { summary: "Set the venue's settings" },
  'GET /admin/notifications': { summary: 'Which notifications go out' },
  'PUT /admin/notifications': { summary: 'Set which notifications go out' },
  'GET /admin/bays': { summary: 'Every bay, inactive too, with its buffer minutes and upcoming bookings' },
};
