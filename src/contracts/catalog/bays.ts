import { z } from 'zod';

/** One bay as GET /api/bays answers it (rates as "35.00"; null where the weekday's rate applies). */
export const bayView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  isActive: z.boolean(),
  hourlyRate: z.string().nullable(),
  peakHourlyRate: z.string().nullable(),
  /** Cleaning time kept free after each booking on this bay. */
  bufferMinutes: z.number().int(),
});
