import useSWR from 'swr';
import type { ReconciliationReport } from '@contracts/ledger/ledger';
import { api } from '@/lib/api-client';

export type { ReconciliationReport };
export const reconciliationKey = '/api/admin/reconciliation';

/** The ledger reconciled now: every difference with its events, and each account's balance. */
export function useReconciliation() {
  return useSWR(reconciliationKey, (key: string) => api.get<ReconciliationReport>(key));
}
