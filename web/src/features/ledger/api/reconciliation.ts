import useSWR from 'swr';
import type { ReconciliationReport } from '@contracts/ledger/ledger';
import { api } from '@/lib/api-client';

export type { ReconciliationReport };
export const reconciliationKey = '/api/admin/reconciliation';

/** The ledger reconciled now: every difference with its events, and each account's balance. */
export function useReconciliation() {
  return useSWR(reconciliationKey, (key: string) => api.get<ReconciliationReport>(key));
}

export interface ProviderReconciliation {
  from: string;
  to: string;
  providers: Array<{
    provider: 'square' | 'stripe';
    checked: boolean;
    error: string | null;
    movements: number;
    differences: ReconciliationReport['differences'];
  }>;
}

/**
 * The ledger against each card provider's own report of a period (payments, refunds, payouts): read
 * only when asked (null period), since it calls the providers' APIs.
 */
export function useProviderReconciliation(period: { from: string; to: string } | null) {
  const key = period
    ? `/api/admin/reconciliation/providers?${new URLSearchParams(
        Object.entries(period).filter(([, v]) => v) as Array<[string, string]>,
      )}`
    : null;
  return useSWR(key, (k: string) => api.get<ProviderReconciliation>(k));
}
