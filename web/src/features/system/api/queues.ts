import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';

export interface QueueSummary {
  mode: 'bullmq' | 'in-process';
  message: string | null;
  boardUrl?: string;
  queues: Array<{ name: string; waiting: number; active: number; delayed: number; failed: number }>;
}

/** GET /api/admin/queues every 10 s: each queue's depth and failures. */
export function useQueues() {
  return useSWR('/api/admin/queues', fetcher<QueueSummary>, { refreshInterval: 10_000 });
}
