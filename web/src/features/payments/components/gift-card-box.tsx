import { useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { checkGiftCard, GIFT_CODE_MAX, normalizeGiftCode, type GiftCardBalance } from '../api/gift-cards';
import { GiftIcon } from '@/components/ui/icons';

interface Props {
  applied: GiftCardBalance | null;
  /** What the server's quote takes from the card (lesser of balance and remaining total). */
  amountToUse?: string | null;
  onApply: (card: GiftCardBalance) => void;
  onRemove: () => void;
}

export function giftCardErrorText(e: unknown): string {
  if (e instanceof ApiError && e.status === 404) return 'Gift card not found';
  if (e instanceof ApiError && e.message) return e.message;
  return 'Gift card not found';
}

export function GiftCardBox({ applied, amountToUse, onApply, onRemove }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  if (applied) {
    return (
      <div className="coupon-box coupon-applied">
        <div>
          <p className="coupon-code">
            <GiftIcon size={16} />
            {applied.code}
          </p>
          <p className="small" style={{ margin: 0 }}>
            Balance {formatMoney(applied.currentBalance)}
            {amountToUse ? ` · using ${formatMoney(amountToUse)}` : ''}
          </p>
        </div>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRemove}>
          Remove
        </button>
      </div>
    );
  }

  const apply = async () => {
    const normalized = normalizeGiftCode(code);
    if (!normalized) {
      setError('Please enter a gift card code');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const card = await checkGiftCard(normalized);
      if (Number(card.currentBalance) <= 0) {
        setError('This gift card has no balance left.');
        return;
      }
      onApply({ ...card, code: card.code ?? normalized });
    } catch (e) {
      const text = giftCardErrorText(e);
      setError(text);
      toast({ title: 'Gift Card Error', description: text, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="coupon-box"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <div className="input-row">
        <div className="field">
          <label htmlFor="booking-gift-code">Gift Card Code</label>
          <input
            id="booking-gift-code"
            className="input"
            autoComplete="off"
            maxLength={GIFT_CODE_MAX}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'booking-gift-error' : undefined}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
          />
        </div>
        <button
          type="submit"
          className="btn btn-secondary"
          disabled={busy}
          aria-label={busy ? undefined : 'Apply gift card'}
        >
          {busy ? 'Checking…' : 'Apply'}
        </button>
      </div>
      {error ? (
        <p id="booking-gift-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
