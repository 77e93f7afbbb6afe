import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useAction } from '@/lib/use-action';
import { markRead, sendReply } from './inbox';

const CONVERSATIONS = '/api/admin/support/conversations?';
const threadKey = (key: string) => `/api/admin/support/conversations/${encodeURIComponent(key)}/messages`;

/** Sends staff's reply (texted to the customer): `onSent` (the box empties), then the thread and the inbox are re-read. */
export function useSendReply(conversationKey: string, onSent: () => void) {
  const { mutate } = useSWRConfig();
  return useAction(`${threadKey(conversationKey)}#reply`, (message: string) => sendReply(conversationKey, message), {
    failure: 'Reply Not Sent',
    onSuccess: async () => {
      onSent();
      await mutate(threadKey(conversationKey));
      await mutate((k) => typeof k === 'string' && k.startsWith(CONVERSATIONS));
    },
  });
}

/** Marks a conversation read, then re-reads the inbox's lists (their unread counts). */
export function useMarkConversationRead() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (key: string) => markRead(key).then(() => mutate((k) => typeof k === 'string' && k.startsWith(CONVERSATIONS))),
    [mutate],
  );
}
