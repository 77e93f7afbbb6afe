import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { createTwinToken } from '@/lib/payments/card-token';
import { resolvePaymentMode, type PaymentMode } from '@/lib/payments/payment-config';
import { emptyCard, joinErrors, validateCard, type CardData, type CardErrors } from '@/lib/payments/card';
import type { HostedCardHandle } from './hosted-card';

export const CARDS_OFF_NOTICE = 'Card payments are turned off at this venue. Please pay at the desk.';

/** Why a card could not become a token, in the words of the toast that says so. */
export class CardEntryError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The card part of a payment: which way the venue takes cards (the provider's hosted field, or the
 * local card twin's form without keys), the typed card, and turning it into the token the server charges.
 */
export function useCardEntry() {
  const [mode, setMode] = useState<PaymentMode | null>(null);
  const [card, setCard] = useState<CardData>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [hostedReady, setHostedReady] = useState(false);
  const hosted = useRef<HostedCardHandle>(null);

  useEffect(() => {
    resolvePaymentMode()
      .then(setMode)
      .catch(() => {
        toast({
          title: 'Payment System Error',
          description: 'Failed to initialize payment system. Please try again.',
          variant: 'destructive',
        });
        setMode({ kind: 'twin', processor: 'square' });
      });
  }, []);

  /** The card as a source id for the server, with the processor it belongs to. */
  const tokenize = async (): Promise<{ sourceId: string; processor: 'square' | 'stripe' }> => {
    if (!mode) throw new CardEntryError('Payment Error', 'Payment system not ready. Please try again.');
    if (mode.kind === 'off') throw new CardEntryError('Card Payments Off', CARDS_OFF_NOTICE);
    if (mode.kind === 'twin') {
      const found = validateCard(card);
      setErrors(found);
      if (Object.keys(found).length) throw new CardEntryError('Validation Error', joinErrors(found));
      return { sourceId: await createTwinToken(card), processor: mode.processor };
    }
    if (!hostedReady || !hosted.current)
      throw new CardEntryError('Payment Error', 'Payment system not ready. Please try again.');
    try {
      const sourceId = await hosted.current.tokenize({ cardholderName: card.cardholderName });
      return { sourceId, processor: mode.kind };
    } catch (e) {
      throw new CardEntryError('Card Error', e instanceof Error && e.message ? e.message : 'Card tokenization failed');
    }
  };

  return { mode, card, setCard, errors, hosted, setHostedReady, tokenize };
}
