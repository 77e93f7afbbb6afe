import { api } from '@/lib/api-client';
import type { CardData } from './card';

/** The local card twin: turns test card details into a token (outside production only). */
export async function createTwinToken(card: CardData): Promise<string> {
  const res = await api.post<{ token?: string }>('/api/dev/card-tokens', {
    cardNumber: card.cardNumber.replace(/\D/g, ''),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    cvv: card.cvv,
    cardholderName: card.cardholderName,
  });
  if (typeof res?.token !== 'string') throw new Error('Card tokenization failed');
  return res.token;
}
