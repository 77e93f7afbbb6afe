import useSWR from 'swr';
import { api } from '@/lib/api-client';

export interface GiftCardRow {
  code: string;
  originalAmount: string;
  currentBalance: string;
  status: 'active' | 'voided';
  issuedTo: string;
  recipientEmail: string | null;
  senderName: string;
  deliveryMethod: string;
  purchased: boolean;
  createdAt: string;
}
export interface GiftCardDetail extends GiftCardRow {
  personalMessage: string | null;
  transactions: Array<{
    kind: string;
    amount: string;
    balanceAfter: string;
    reason: string | null;
    actor: string | null;
    occurredAt: string;
  }>;
}

/** Every cached page of the admin gift card list (the DataTable's keys carry its query). */
export const GIFT_CARD_PAGES = '/api/admin/gift-cards?';

export const giftCardKey = (code: string) => `/api/admin/gift-cards/${code}`;

/** One card with its balance history. */
export function useAdminGiftCard(code: string) {
  return useSWR(giftCardKey(code), (k: string) => api.get<GiftCardDetail>(k));
}
