import useSWR from 'swr';
import { api, fetcher } from '@/lib/api-client';

export interface SupportMessage {
  id: string;
  /** incoming = from the venue's staff; outgoing = from the customer. */
  direction: 'incoming' | 'outgoing';
  message: string;
  adminName: string | null;
  createdAt: string;
}

export const CHAT_POLL_MS = 3000;

/** The customer's conversation, polled every 3 s while the chat is open. */
export function useSupportMessages(userId: string | null, open: boolean) {
  const key = userId && open ? `/api/sms/user-messages/${userId}` : null;
  const { data, error, mutate } = useSWR(key, fetcher<SupportMessage[]>, {
    refreshInterval: CHAT_POLL_MS,
    revalidateOnFocus: false,
  });
  return { messages: Array.isArray(data) ? data : [], error, refresh: mutate };
}

export function sendSupportMessage(toNumber: string, message: string): Promise<unknown> {
  return api.post('/api/sms/user-send', { toNumber, message });
}
