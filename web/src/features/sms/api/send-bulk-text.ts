import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { BULK_SENDS_KEY, type BulkProgress } from './bulk-sends';

export type BulkAudience = { kind: 'all' | 'members' } | { kind: 'tournament'; tournamentId: string };

export interface BulkTextInput {
  audience: BulkAudience;
  message: string;
}

/** POST /api/admin/sms/bulk: queues the text; answers its progress. */
export function sendBulkText(input: BulkTextInput): Promise<BulkProgress> {
  return api.post<BulkProgress>(BULK_SENDS_KEY, input);
}

export function useSendBulkText() {
  return useAction(`${BULK_SENDS_KEY}#send`, sendBulkText, {
    success: (res) => ({
      title: 'Text Sending',
      description: `${res.total - res.skipped} recipient(s); ${res.skipped} skipped (texted STOP).`,
    }),
    failure: 'Not Sent',
    revalidate: [BULK_SENDS_KEY],
  });
}
