import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export interface CardSource {
  sourceId: string;
  processor: 'square' | 'stripe';
}
export interface SavedCardSummary {
  brand: string | null;
  last4: string | null;
}

const cardOnFilePath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/card-on-file`;

/** POST /api/users/:id/card-on-file: keeps a card on file without charging it. */
export function saveCardOnFile(userId: string, source: CardSource) {
  return api.post<{ card: SavedCardSummary }>(cardOnFilePath(userId), source);
}

/**
 * Saves a card on file: `trigger(tokenize)` takes the card entry's token, saves it, toasts "Card Saved",
 * then `onSaved`. A refusal (the card's or the server's) is left in `error` for the dialog to show
 * beside the card, with no toast.
 */
export function useSaveCardOnFile(userId: string, onSaved: (card: SavedCardSummary) => void) {
  return useAction(
    cardOnFilePath(userId),
    async (tokenize: () => Promise<CardSource>) => (await saveCardOnFile(userId, await tokenize())).card,
    {
      failure: null,
      success: (card) => ({
        title: 'Card Saved',
        description: card.last4 ? `${card.brand ?? 'Card'} ending ${card.last4} is on file.` : 'Your card is on file.',
      }),
      onSuccess: (card) => onSaved(card),
    },
  );
}
