import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import type { OrderQuote } from '@/lib/payments/orders';

/** The server's quote of an order: every line, each adjustment, and what the card pays. */
export function OrderSummary({ quote, error }: { quote: OrderQuote | null; error?: unknown }) {
  if (error)
    return (
      <p className="alert alert-error" role="alert">
        {errorMessage(error, 'Unable to price this order.')}
      </p>
    );
  if (!quote) return <p className="muted small">Calculating price…</p>;
  return (
    <div className="summary-lines" aria-live="polite" data-testid="order-summary">
      {quote.lines.map((l, i) => (
        <div className="summary-line" key={i}>
          <span>{l.label}</span>
          <span>{formatMoney(l.amount)}</span>
        </div>
      ))}
      {quote.adjustments.length > 0 ? (
        <div className="summary-line">
          <span>Subtotal</span>
          <span>{formatMoney(quote.subtotal)}</span>
        </div>
      ) : null}
      {quote.adjustments.map((a, i) => (
        <div className="summary-line summary-discount" key={`a${i}`}>
          <span>{a.label}</span>
          <span>-{formatMoney(a.amount.replace('-', ''))}</span>
        </div>
      ))}
      <div className="summary-line summary-total">
        <span>Total</span>
        <span data-testid="order-total">{formatMoney(quote.total)}</span>
      </div>
    </div>
  );
}
