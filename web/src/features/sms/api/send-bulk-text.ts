import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { BULK_SENDS_KEY, type BulkProgress } from './bulk-sends';

export type BulkAudience = { kind: 'all' | 'members' } | { kind: 'tournament'; tournamentId: string };

export interface BulkTextInput {
  audience: BulkAudience;
  message: string;
}

/** The send's progress and, inside quiet hours, when the held texts go out and the words to say so. */
export type BulkSent = BulkProgress & { heldUntil?: string | null; notice?: string | null };

/** POST /api/admin/sms/bulk: queues the text; answers its progress. */
export function sendBulkText(input: BulkTextInput): Promise<BulkSent> {
  return api.post<BulkSent>(BULK_SENDS_KEY, input);
}

export function useSendBulkText() {
  return useAction(`${BULK_SENDS_KEY}#send`, sendBulkText, {
    success: (res) =>
      res.notice
        ? { title: 'Text Waiting for Quiet Hours to End', description: res.notice }
        : {
            title: 'Text Sending',
            description: `${res.total - res.skipped} recipient(s); ${res.skipped} skipped (texted STOP).`,
          },
    failure: 'Not Sent',
    revalidate: [BULK_SENDS_KEY],
  });
}
