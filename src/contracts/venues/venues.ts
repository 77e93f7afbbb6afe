import { z } from 'zod';

/** A venue of the deployment, as GET /api/venues lists it. */
export interface VenueSummary {
  id: string;
  name: string;
  /** IANA zone: the venue's dates, hours and availability are in it. */
  timeZone: string;
  address: string | null;
}

/** GET /api/venues: every venue, and the one this request was served by (picker cookie, header or default). */
export interface VenuesAnswer {
  venues: VenueSummary[];
  current: string;
  /** The cookie the picker writes to choose a venue (`golf.venue`), and the header an API client may send instead. */
  cookie: string;
  header: string;
}

/** GET /api/venues/mine: the venues where the signed-in user is an admin (the admin shell's switcher). */
export interface MyVenuesAnswer {
  adminOf: VenueSummary[];
}

/** The venue answers as zod contracts (venues.openapi.ts checks them against the types above). */
export const venueSummary = z.object({
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  address: z.string().nullable(),
});
export const venuesAnswer = z.object({
  venues: z.array(venueSummary),
  current: z.string(),
  cookie: z.string(),
  header: z.string(),
});
export const myVenuesAnswer = z.object({ adminOf: z.array(venueSummary) });
