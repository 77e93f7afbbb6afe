import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';

export interface BulkProgress {
  id: string;
  audience: string;
  message: string;
  createdAt: string;
  total: number;
  pending: number;
  queued: number;
  skipped: number;
  sent: number;
  failed: number;
}

export const BULK_SENDS_KEY = '/api/admin/sms/bulk';

/** The recent bulk texts with their progress. */
export function useBulkSends() {
  return useSWR(BULK_SENDS_KEY, fetcher<BulkProgress[]>);
}
