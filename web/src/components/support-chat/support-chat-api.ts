import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
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

export const supportMessagesKey = (userId: string) => `/api/sms/user-messages/${userId}`;
export const SEND_SUPPORT_MESSAGE_KEY = '/api/sms/user-send';

/** The customer's conversation, polled every 3 s while the chat is open. */
export function useSupportMessages(userId: string | null, open: boolean) {
  const key = userId && open ? supportMessagesKey(userId) : null;
  const { data, error, mutate } = useSWR(key, fetcher<SupportMessage[]>, {
    refreshInterval: CHAT_POLL_MS,
    revalidateOnFocus: false,
  });
  return { messages: Array.isArray(data) ? data : [], error, refresh: mutate };
}

export function sendSupportMessage(toNumber: string, message: string): Promise<unknown> {
  return api.post(SEND_SUPPORT_MESSAGE_KEY, { toNumber, message });
}

/** Sends a message to the venue: `trigger({ toNumber, message })`, `isMutating` while it goes. */
export function useSendSupportMessage() {
  return useSWRMutation(
    SEND_SUPPORT_MESSAGE_KEY,
    (_key: string, { arg }: { arg: { toNumber: string; message: string } }) =>
      sendSupportMessage(arg.toNumber, arg.message),
  );
}
