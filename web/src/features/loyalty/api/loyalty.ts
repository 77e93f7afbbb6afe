import useSWR from 'swr';
import { optionalFetcher } from '@/lib/api-client';

export interface LoyaltySettings {
  isActive: boolean;
}
export interface LoyaltyStatus {
  progressToNext: number;
  hoursToNext: number;
  hoursPerCredit: number;
}

/** The loyalty program may not be deployed: a 404 hides the card quietly. */
export function useLoyalty(userId: string | null) {
  const { data: settings } = useSWR('/api/loyalty/settings', optionalFetcher<LoyaltySettings>, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const active = Boolean(settings?.isActive);
  const { data: status } = useSWR(
    active && userId ? `/api/loyalty/status/${userId}` : null,
    optionalFetcher<LoyaltyStatus>,
    {
      shouldRetryOnError: false,
    },
  );
  return { active, status: status ?? null };
}
