import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { makeDefaultSavedCard, removeSavedCard, savedCardLabel, useSavedCards } from '@/lib/payments/saved-cards';

/** The account page's "Payment Methods": each saved card, with remove and make-default. */
export function PaymentMethodsSection({ userId }: { userId: string }) {
  const { cards, error, isLoading, refresh } = useSavedCards(userId);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (cardId: string, run: () => Promise<void>, title: string, failure: string) => {
    setBusy(cardId);
    try {
      await run();
      await refresh();
      toast({ title, description: 'Your payment methods are up to date.' });
    } catch (e) {
      toast({ title: failure, description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="payment-methods-title" className="stack">
      <h2 id="payment-methods-title">Payment Methods</h2>
      {error ? (
        <p className="alert alert-error" role="alert">
          We couldn&apos;t load your payment methods. Please try again.
        </p>
      ) : isLoading ? (
        <Spinner label="Loading your payment methods" />
      ) : cards.length === 0 ? (
        <p className="muted">No saved cards. Tick &quot;Save this card&quot; when you pay to keep one here.</p>
      ) : (
        <ul className="booking-list">
          {cards.map((card) => (
            <li key={card.id} className="row" style={{ justifyContent: 'space-between' }}>
              <span>
                {savedCardLabel(card)}
                {card.isDefault ? <span className="muted small"> (default)</span> : null}
              </span>
              <span className="row">
                {card.isDefault ? null : (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    disabled={busy !== null}
                    onClick={() =>
                      void act(
                        card.id,
                        () => makeDefaultSavedCard(userId, card.id),
                        'Default Card Changed',
                        'Update Failed',
                      )
                    }
                  >
                    Make default
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Remove ${savedCardLabel(card)}`}
                  disabled={busy !== null}
                  onClick={() =>
                    void act(card.id, () => removeSavedCard(userId, card.id), 'Card Removed', 'Remove Failed')
                  }
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
