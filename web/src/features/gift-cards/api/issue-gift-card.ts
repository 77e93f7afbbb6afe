import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { GIFT_CARD_PAGES, type GiftCardDetail } from './admin-gift-card';

export interface IssueGiftCardInput {
  amount: string;
  recipientName: string;
  recipientEmail: string | null;
  deliveryMethod: 'email' | 'pickup';
  reason: string;
}

/** POST /api/admin/gift-cards: a card without a payment; answers it. */
export function issueGiftCard(input: IssueGiftCardInput): Promise<GiftCardDetail> {
  return api.post<GiftCardDetail>('/api/admin/gift-cards', input);
}

export function useIssueGiftCard() {
  return useAction('/api/admin/gift-cards#issue', issueGiftCard, {
    success: (card) => ({ title: 'Gift Card Issued', description: `Code ${card.code}` }),
    failure: 'Issue Failed',
    revalidate: [GIFT_CARD_PAGES],
  });
}
