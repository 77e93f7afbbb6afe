import { formatMoney } from '@/lib/money';
import { errorMessage } from '@/lib/api-client';
import type { Quote } from '../api/types';
import { BookingFacts, type SummaryFacts } from './booking-facts';

interface Props {
  facts: SummaryFacts;
  quote: Quote | null;
  error?: unknown;
  loading?: boolean;
}

export type { SummaryFacts };

/** What is booked and the server's price for it (never a client-side total). */
export function BookingSummary({ facts, quote, error, loading }: Props) {
  return (
    <section className="summary" aria-labelledby="summary-title" data-testid="booking-summary">
      <h3 id="summary-title" className="section-title">
        Booking Summary
      </h3>
      <BookingFacts facts={facts} />
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error, 'Unable to price this booking.')}
        </p>
      ) : null}
      {quote ? (
        <div className="summary-lines" aria-live="polite">
          {quote.lines.map((l, i) => (
            <div className="summary-line" key={i}>
              <span>{l.label}</span>
              <span>{formatMoney(l.amount)}</span>
            </div>
          ))}
          {quote.subtotal && (quote.discounts.length > 0 || quote.extras.length > 0) ? (
            <div className="summary-line">
              <span>Subtotal</span>
              <span>{formatMoney(quote.subtotal)}</span>
            </div>
          ) : null}
          {quote.discounts.map((d, i) => (
            <div className="summary-line summary-discount" key={`d${i}`}>
              <span>{d.label}</span>
              <span>-{formatMoney(d.amount).replace('-', '')}</span>
            </div>
          ))}
          {quote.extras.map((x, i) => (
            <div className="summary-line" key={`x${i}`}>
              <span>{x.label}</span>
              <span>+{formatMoney(x.amount)}</span>
            </div>
          ))}
          {quote.creditsUsed > 0 && quote.discounts.length === 0 ? (
            <div className="summary-line summary-discount">
              <span>Credits used</span>
              <span>
                {quote.creditsUsed} credit{quote.creditsUsed === 1 ? '' : 's'}
              </span>
            </div>
          ) : null}
          <div className="summary-line summary-total">
            <span>Total</span>
            <span data-testid="quote-total">{formatMoney(quote.total)}</span>
          </div>
        </div>
      ) : loading ? (
        <p className="muted small">Calculating price…</p>
      ) : null}
    </section>
  );
}
