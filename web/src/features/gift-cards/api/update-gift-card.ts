import { useSWRConfig } from 'swr';
import { formatMoney } from '@/lib/money';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { GIFT_CARD_PAGES, giftCardKey, type GiftCardDetail } from './admin-gift-card';

export type UpdateGiftCardInput =
  { code: string; action: 'adjust'; amount: string; reason: string } | { code: string; action: 'void'; reason: string };

/** POST /api/admin/gift-cards/:code/adjust or /void; answers the card as it is now. */
export function updateGiftCard(input: UpdateGiftCardInput): Promise<GiftCardDetail> {
  const { code, action, ...body } = input;
  return api.post<GiftCardDetail>(`${giftCardKey(code)}/${action}`, body);
}

/** Adjusts or voids a card, toasts its balance, puts the answer in its cache and reads the list again. */
export function useUpdateGiftCard() {
  const { mutate } = useSWRConfig();
  return useAction('/api/admin/gift-cards#update', updateGiftCard, {
    success: (next, { action }) => ({
      title: action === 'adjust' ? 'Balance Adjusted' : 'Gift Card Voided',
      description: `Balance now ${formatMoney(next.currentBalance)}.`,
    }),
    failure: 'Update Failed',
    revalidate: [GIFT_CARD_PAGES],
    onSuccess: async (next, { code }) => void (await mutate(giftCardKey(code), next, false)),
  });
}
