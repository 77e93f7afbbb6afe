import { api } from '@/lib/api-client';

export interface BayInput {
  name: string;
  description: string | null;
  hourlyRate: string | null;
  peakHourlyRate: string | null;
  bufferMinutes: number;
}

/**
 * PATCH /api/admin/bays/:id or POST /api/admin/bays. The bay dialog's settings form shows the busy
 * state, the toasts and the server's field errors.
 */
export function saveBay({ id, bay }: { id: string | null; bay: BayInput }): Promise<unknown> {
  return id ? api.patch(`/api/admin/bays/${id}`, bay) : api.post('/api/admin/bays', bay);
}
