import type { AdminWaitlist } from './waitlist';
import { adminWaitlistKey, removeWaitlistEntry } from './waitlist';
import { useAction } from '@/lib/use-action';

type Entry = Pick<AdminWaitlist['entries'][number], 'entryId' | 'customerName'>;

/**
 * Removes an entry for the admin's confirm dialog: toasts "Entry Removed" and re-reads the day's line;
 * a refusal is thrown for the dialog to show (no error toast).
 */
export function useRemoveWaitlistEntry(date: string | null) {
  return useAction('/api/admin/waitlist#remove', (entry: Entry) => removeWaitlistEntry(entry.entryId), {
    success: (_r, entry) => ({
      title: 'Entry Removed',
      description: `${entry.customerName ?? 'The customer'} left the waitlist.`,
    }),
    failure: null,
    rethrow: true,
    revalidate: [adminWaitlistKey(date)],
  });
}
