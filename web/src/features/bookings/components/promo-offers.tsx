import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { CheckoutDialogs, useCheckout } from '@/components/checkout';
import { formatMoney } from '@/lib/money';
import { usePromotionalOffers, type PromotionalOffer } from '@/lib/payments/offers';
import type { PhoneUser } from '@/lib/session/phone-user';

const creditsOf = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

/**
 * The active promotional offers, beside the credit offer in the booking modal's special offers:
 * each bought on its own as a paid order of one 'promotional-offer' line (the server prices it and
 * decides whether it is still on sale and within the customer's limit). `titled`: no credit offer
 * above has already headed the section.
 */
export function PromoOffers({ user, titled }: { user: PhoneUser | null; titled: boolean }) {
  const offers = usePromotionalOffers();
  // Each Buy click starts a fresh checkout (a closed sign-in or payment dialog leaves nothing behind).
  const [buying, setBuying] = useState<{ offer: PromotionalOffer; attempt: number } | null>(null);
  if (offers.length === 0) return null;
  return (
    <div className="stack" data-testid="promo-offers">
      {titled ? <h4 className="subsection-title">Special Offers</h4> : null}
      {offers.map((o) => (
        <div key={o.id} className="offer-card">
          <span>
            <strong>{o.name}</strong>
            <span className="small muted" style={{ display: 'block' }}>
              {creditsOf(o.creditsGranted)} for {formatMoney(o.offerPrice)}, normally{' '}
              <s>{formatMoney(o.regularPrice)}</s>
              {o.discountPercentage > 0 ? <span className="badge offer-badge">{o.discountPercentage}% off</span> : null}
            </span>
            {o.description ? (
              <span className="small muted" style={{ display: 'block' }}>
                {o.description}
              </span>
            ) : null}
          </span>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => setBuying({ offer: o, attempt: (buying?.attempt ?? 0) + 1 })}
            aria-label={`Buy ${o.name}`}
          >
            Buy
          </button>
        </div>
      ))}
      {buying ? (
        <PromoCheckout
          key={`${buying.offer.id}-${buying.attempt}`}
          offer={buying.offer}
          user={user}
          onDone={() => setBuying(null)}
        />
      ) : null}
    </div>
  );
}

/** One offer's purchase: sign in if needed, then the payment dialog with the server's quote. */
function PromoCheckout({
  offer,
  user,
  onDone,
}: {
  offer: PromotionalOffer;
  user: PhoneUser | null;
  onDone: () => void;
}) {
  const { mutate } = useSWRConfig();
  const checkout = useCheckout({
    user,
    order: { lines: [{ type: 'promotional-offer', offerId: offer.id }] },
    initialStage: user ? 'pay' : 'sign-in',
  });
  return (
    <CheckoutDialogs
      checkout={checkout}
      signInReason={`Sign in to buy the ${offer.name}.`}
      payment={{
        details: (
          <p className="muted">
            {offer.name}: {creditsOf(offer.creditsGranted)}
          </p>
        ),
        successTitle: 'Offer Purchased',
        successText: `${creditsOf(offer.creditsGranted)} added to your account.`,
        failureTitle: 'Purchase Failed',
      }}
      onPayClose={onDone}
      onPaid={() => {
        onDone();
        // The buyer's credits changed: the session user and the credits box ask again.
        void mutate(
          (key) => typeof key === 'string' && (key === '/api/auth/phone-user' || key.startsWith('/api/user-credits/')),
        );
      }}
    />
  );
}
