import { useState } from 'react';
import { GIFT_CODE_MAX, type GiftCardBalance } from '@/features/payments/api/gift-cards';
import { useGiftCodeLookup } from '@/features/payments/components/use-gift-code-lookup';
import { formatMoney } from '@/lib/money';
import { GiftIcon } from '@/components/ui/icons';

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
          <div className="field">
            <label htmlFor="gift-check-code">Gift Card Code</label>
            <input
              id="gift-check-code"
              className="input"
              autoComplete="off"
              maxLength={GIFT_CODE_MAX}
              value={code}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'gift-check-error' : undefined}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
            />
          </div>
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
              {result.expiresAt ? ` · expires ${new Date(result.expiresAt).toLocaleDateString()}` : ' · never expires'}
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
