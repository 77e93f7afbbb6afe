import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { checkGiftCard, normalizeGiftCode, type GiftCardBalance } from '@/lib/payments/gift-cards';

export function giftCardErrorText(e: unknown): string {
  if (e instanceof ApiError && e.status === 404) return 'Gift card not found';
  if (e instanceof ApiError && e.message) return e.message;
  return 'Gift card not found';
}

/**
 * The gift card code entry shared by the booking box and the public balance check: the typed code, the busy flag,
 * the field error, and `lookup`, which normalizes the code, checks it with the server and hands the card to `onFound`
 * (or sets the error and calls `onError` with its text).
 */
export function useGiftCodeLookup() {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const lookup = async (
    onFound: (card: GiftCardBalance, normalized: string) => void,
    onError?: (text: string) => void,
  ): Promise<void> => {
    const normalized = normalizeGiftCode(code);
    if (!normalized) {
      setError('Please enter a gift card code');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onFound(await checkGiftCard(normalized), normalized);
    } catch (e) {
      const text = giftCardErrorText(e);
      setError(text);
      onError?.(text);
    } finally {
      setBusy(false);
    }
  };

  return { code, setCode, busy, error, setError, lookup };
}
