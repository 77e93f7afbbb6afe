import type { SavedCard } from '@contracts/payments/cards';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export type { SavedCard };

export const savedCardsKey = (userId: string) => `/api/users/${encodeURIComponent(userId)}/payment-methods`;

/** GET /api/users/:id/payment-methods: the cards the buyer saved, the default first (none for a guest). */
export function useSavedCards(userId: string | null) {
  const { data, error, isLoading, mutate } = useSWR(
    userId ? savedCardsKey(userId) : null,
    (path: string) => api.get<{ paymentMethods: SavedCard[] }>(path),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { cards: data?.paymentMethods ?? [], error, isLoading, refresh: mutate };
}

const cardPath = (userId: string, cardId: string) => `${savedCardsKey(userId)}/${encodeURIComponent(cardId)}`;

/** DELETE a saved card (the server makes another the default). */
export async function removeSavedCard(userId: string, cardId: string): Promise<void> {
  await api.delete(cardPath(userId, cardId));
}

/** POST .../default: renewals and fees charge this card from now on. */
export async function makeDefaultSavedCard(userId: string, cardId: string): Promise<void> {
  await api.post(`${cardPath(userId, cardId)}/default`);
}

/** "VISA •••• 4242, expires 12/39". */
export function savedCardLabel(card: SavedCard): string {
  const expiry =
    card.expMonth && card.expYear
      ? `, expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`
      : '';
  return `${card.brand ?? 'Card'} •••• ${card.last4 ?? '????'}${expiry}`;
}
