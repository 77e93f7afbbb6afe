import { toast } from '@/components/ui/toast-store';
import { formatMoney } from '@/lib/money';
import type { GiftCardBalance } from '@/lib/payments/gift-cards';
import { GiftIcon } from '@/components/ui/icons';
import { AppliedCode } from './applied-code';
import { GiftCodeField } from './gift-code-field';
import { useGiftCodeLookup } from './use-gift-code-lookup';

interface Props {
  applied: GiftCardBalance | null;
  /** What the server's quote takes from the card (lesser of balance and remaining total). */
  amountToUse?: string | null;
  onApply: (card: GiftCardBalance) => void;
  onRemove: () => void;
}

export function GiftCardBox({ applied, amountToUse, onApply, onRemove }: Props) {
  const { code, setCode, busy, error, setError, lookup } = useGiftCodeLookup();

  if (applied) {
    return (
      <AppliedCode icon={<GiftIcon size={16} />} code={applied.code} onRemove={onRemove}>
        Balance {formatMoney(applied.currentBalance)}
        {amountToUse ? ` · using ${formatMoney(amountToUse)}` : ''}
      </AppliedCode>
    );
  }

  const apply = () =>
    lookup(
      (card, normalized) => {
        if (Number(card.currentBalance) <= 0) {
          setError('This gift card has no balance left.');
          return;
        }
        onApply({ ...card, code: card.code ?? normalized });
      },
      (text) => toast({ title: 'Gift Card Error', description: text, variant: 'destructive' }),
    );

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
        <GiftCodeField
          id="booking-gift-code"
          errorId="booking-gift-error"
          value={code}
          error={error}
          onChange={setCode}
        />
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
