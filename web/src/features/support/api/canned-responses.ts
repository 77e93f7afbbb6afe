import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import type { CannedResponse } from '@/components/support-inbox/inbox';

const CANNED_KEY = '/api/admin/canned-responses';

export interface SaveCannedResponseInput {
  /** Absent for a new saved reply. */
  id?: string;
  title: string;
  body: string;
}

/** POST /api/admin/canned-responses (new) or PUT /api/admin/canned-responses/:id (edit). */
export async function saveCannedResponse({ id, title, body }: SaveCannedResponseInput): Promise<void> {
  if (id) await api.put(`${CANNED_KEY}/${id}`, { title, body });
  else await api.post(CANNED_KEY, { title, body });
}

/** DELETE /api/admin/canned-responses/:id. */
export async function deleteCannedResponse(reply: CannedResponse): Promise<void> {
  await api.delete(`${CANNED_KEY}/${reply.id}`);
}

/** Stores a saved reply: toasts "Saved Reply Stored" with its title, `onSaved` (the form empties), re-reads the list. */
export function useSaveCannedResponse(onSaved: () => void) {
  const { mutate } = useSWRConfig();
  return useAction(`${CANNED_KEY}#save`, saveCannedResponse, {
    success: (_r, input) => ({ title: 'Saved Reply Stored', description: input.title }),
    failure: 'Save Failed',
    onSuccess: () => {
      onSaved();
      void mutate(CANNED_KEY);
    },
  });
}

/** Deletes a saved reply: toasts "Saved Reply Deleted" with its title and re-reads the list. */
export function useDeleteCannedResponse() {
  return useAction(`${CANNED_KEY}#delete`, deleteCannedResponse, {
    success: (_r, reply) => ({ title: 'Saved Reply Deleted', description: reply.title }),
    failure: 'Delete Failed',
    revalidate: [CANNED_KEY],
  });
}
