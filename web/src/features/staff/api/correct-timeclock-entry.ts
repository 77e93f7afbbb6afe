import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { STAFF_KEYS } from './staff-keys';

export interface CorrectTimeclockEntryInput {
  entryId: string;
  clockInTime: string;
  clockOutTime: string | null;
  notes: string | null;
  reason: string;
}

/** POST /api/admin/timeclock-entries/:id/correct (the original stays in the history). */
export function correctTimeclockEntry({ entryId, ...body }: CorrectTimeclockEntryInput): Promise<unknown> {
  return api.post(`/api/admin/timeclock-entries/${entryId}/correct`, body);
}

/**
 * Corrects an entry: toasts "Entry Corrected", then `onSuccess`, then re-reads the entry's history
 * and the staff lists. A refusal stays in `error` for the dialog to show, with no toast.
 */
export function useCorrectTimeclockEntry(onSuccess: () => void) {
  return useAction('/api/admin/timeclock-entries#correct', correctTimeclockEntry, {
    failure: null,
    success: () => ({ title: 'Entry Corrected', description: 'The original stays in the history.' }),
    revalidate: STAFF_KEYS,
    onSuccess: () => onSuccess(),
  });
}
