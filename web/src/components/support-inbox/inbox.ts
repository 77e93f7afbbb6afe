import useSWR from 'swr';
import type { Page } from '@contracts/lists';
import { api, fetcher } from '@/lib/api-client';

export interface Conversation {
  conversationKey: string;
  userId: string | null;
  name: string | null;
  phoneNumber: string | null;
  lastMessage: string;
  lastFromCustomer: boolean;
  lastMessageAt: string;
  unreadCount: number;
  optedOut: boolean;
}

export interface InboxMessage {
  id: string;
  userId: string | null;
  channel: 'chat' | 'sms';
  /** 'incoming' is from staff (as the customer's chat shows it), 'outgoing' from the customer. */
  direction: 'incoming' | 'outgoing';
  message: string;
  adminName: string | null;
  createdAt: string;
}

export interface CannedResponse {
  id: string;
  title: string;
  body: string;
}

const enc = encodeURIComponent;

export function useConversations(search: string, unreadOnly: boolean) {
  const q = new URLSearchParams({ limit: '50' });
  if (search) q.set('search', search);
  if (unreadOnly) q.set('unread', 'true');
  const { data, error, mutate } = useSWR(`/api/admin/support/conversations?${q}`, fetcher<Page<Conversation>>, {
    refreshInterval: 5000,
  });
  return { conversations: data?.items ?? [], total: data?.total ?? 0, error, refresh: mutate };
}

/** One conversation's thread; polled every 3 s like the customer's chat. */
export function useThread(key: string | null) {
  const { data, error, mutate } = useSWR(
    key ? `/api/admin/support/conversations/${enc(key)}/messages` : null,
    fetcher<{ conversation: Omit<Conversation, 'lastMessage'>; messages: InboxMessage[] }>,
    { refreshInterval: 3000 },
  );
  return { thread: data ?? null, error, refresh: mutate };
}

export function useCannedResponses() {
  const { data, mutate } = useSWR('/api/admin/canned-responses', fetcher<CannedResponse[]>);
  return { responses: data ?? [], refresh: mutate };
}

export const markRead = (key: string) => api.post(`/api/admin/support/conversations/${enc(key)}/read`);
export const sendReply = (key: string, message: string) =>
  api.post(`/api/admin/support/conversations/${enc(key)}/reply`, { message });
