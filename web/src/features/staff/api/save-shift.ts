import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import type { Shift } from './staff';
import { STAFF_KEYS } from './staff-keys';

export interface ShiftBody {
  userId: string;
  title: string;
  position: string | null;
  date: string;
  startTime: string;
  endTime: string;
  color: string;
  status: Shift['status'];
  notes: string | null;
}

export type ShiftChange =
  { action: 'save'; shiftId?: string; body: ShiftBody } | { action: 'delete'; shiftId: string; body: ShiftBody };

/** POST /api/admin/shifts (new), PUT /api/admin/shifts/:id (edit) or DELETE /api/admin/shifts/:id. */
export async function changeShift(change: ShiftChange): Promise<void> {
  if (change.action === 'delete') await api.delete(`/api/admin/shifts/${change.shiftId}`);
  else if (change.shiftId) await api.put(`/api/admin/shifts/${change.shiftId}`, change.body);
  else await api.post('/api/admin/shifts', change.body);
}

/**
 * Saves or removes a shift: toasts "Shift Saved"/"Shift Removed", re-reads the staff lists, then
 * `onDone`. A refusal (an overlap) stays in `error` for the dialog to show, with no toast.
 */
export function useChangeShift(onDone: () => void) {
  return useAction('/api/admin/shifts#change', changeShift, {
    failure: null,
    success: (_r, change) => ({
      title: change.action === 'delete' ? 'Shift Removed' : 'Shift Saved',
      description: `${change.body.title}, ${change.body.date}`,
    }),
    revalidate: STAFF_KEYS,
    onSuccess: () => onDone(),
  });
}
