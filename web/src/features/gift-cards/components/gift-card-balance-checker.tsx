import { useState } from 'react';
import type { GiftCardBalance } from '@/lib/payments/gift-cards';
import { GiftCodeField } from '@/components/payment/gift-code-field';
import { useGiftCodeLookup } from '@/components/payment/use-gift-code-lookup';
import { formatMoney } from '@/lib/money';
import { GiftIcon } from '@/components/ui/icons';
import { formatVenueDate } from '@/lib/venue-time';

/** Public balance check from the home page. */
export function GiftCardBalanceChecker() {
  const { code, setCode, busy, error, lookup } = useGiftCodeLookup();
  const [result, setResult] = useState<GiftCardBalance | null>(null);

  const check = () => {
    setResult(null);
    return lookup((card) => setResult(card));
  };

  return (
    <section className="card" aria-labelledby="gift-check-title">
      <h2 id="gift-check-title" className="card-title">
        <GiftIcon /> Gift Card Balance
      </h2>
      <p className="card-subtitle">Enter the code on your gift card to see what is left on it.</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <div className="input-row">
          <GiftCodeField
            id="gift-check-code"
            errorId="gift-check-error"
            value={code}
            error={error}
            onChange={setCode}
          />
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            {busy ? 'Checking…' : 'Check'}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {error ? (
          <p id="gift-check-error" className="field-error" style={{ marginTop: 8 }}>
            {error}
          </p>
        ) : null}
        {result ? (
          <div className="gift-result">
            <p className="gift-balance">{formatMoney(result.currentBalance)}</p>
            <p className="small muted" style={{ margin: 0 }}>
              available on {result.code}
              {result.originalAmount ? ` · originally ${formatMoney(result.originalAmount)}` : ''}
              {result.expiresAt ? ` · expires ${formatVenueDate(result.expiresAt)}` : ' · never expires'}
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
