import { z } from 'zod';
import type { MyVenuesAnswer, VenueSummary, VenuesAnswer } from './venues';

/** The venues routes' answers as zod contracts, for the OpenAPI document, checked against venues.ts's types. */
export const venueSummary = z.object({
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  address: z.string().nullable(),
}) satisfies z.ZodType<VenueSummary>;
export const venuesAnswer = z.object({
  venues: z.array(venueSummary),
  current: z.string(),
  cookie: z.string(),
  header: z.string(),
}) satisfies z.ZodType<VenuesAnswer>;
export const myVenuesAnswer = z.object({ adminOf: z.array(venueSummary) }) satisfies z.ZodType<MyVenuesAnswer>;
