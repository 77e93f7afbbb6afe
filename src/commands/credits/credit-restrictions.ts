import type { AppContext } from '../../app-context';

/** Credit restriction rule per booked hour; memberships replace `check` when plans carry restrictions. */
export type CreditRestrictionCheck = (
  ctx: AppContext,
  userId: string | null,
  date: string,
  time: string,
) => Promise<{ canUse: boolean; reason: string | null }>;

export const creditRestrictions: { check: CreditRestrictionCheck } = {
  check: async () => ({ canUse: true, reason: null }),
};
