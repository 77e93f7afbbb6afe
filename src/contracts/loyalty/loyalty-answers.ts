import { z } from 'zod';

/** The loyalty answers as zod contracts (loyalty.openapi.ts checks each against the route's type). */
export const loyaltySettingsView = z.object({ isActive: z.boolean(), hoursPerCredit: z.number() });

export const loyaltyStatusView = z.object({
  isActive: z.boolean(),
  loyaltyPoints: z.number(),
  hoursPerCredit: z.number(),
  progressToNext: z.number(),
  hoursToNext: z.number(),
  creditsEarned: z.number(),
});
