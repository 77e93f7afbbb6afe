import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';
import { totalCredits, type PhoneUser } from './phone-user';

interface CreditSummary {
  total: number;
}

/** Credits owned (all buckets) from the credits ledger; the user record's columns as a fallback. */
export function useOwnedCredits(user: PhoneUser | null): number {
  const { data } = useSWR(user ? `/api/user-credits/${user.id}` : null, fetcher<CreditSummary>, {
    shouldRetryOnError: false,
  });
  if (data && typeof data.total === 'number') return data.total;
  return totalCredits(user);
}
