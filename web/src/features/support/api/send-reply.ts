import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useAction } from '@/lib/use-action';
import { markRead, sendReply } from './inbox';

const CONVERSATIONS = '/api/admin/support/conversations?';
const threadKey = (key: string) => `/api/admin/support/conversations/${encodeURIComponent(key)}/messages`;

/** Sends staff's reply (texted to the customer); re-reads the thread and the inbox, then `onSuccess`. */
export function useSendReply(conversationKey: string, onSuccess: () => void) {
  return useAction(`${threadKey(conversationKey)}#reply`, (message: string) => sendReply(conversationKey, message), {
    failure: 'Reply Not Sent',
    revalidate: [threadKey(conversationKey), CONVERSATIONS],
    onSuccess,
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
