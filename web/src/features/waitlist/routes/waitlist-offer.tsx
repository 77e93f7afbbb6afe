import { useParams } from 'react-router-dom';
import { RequireSignedIn } from '@/components/phone-sign-in/require-signed-in';
import { OfferPanel } from '@/features/waitlist/components/offer-panel';

/** /waitlist/offer/:offerId: the link texted to the first in line when a slot they wait for frees (paying goes to the receipt). */
export function WaitlistOfferRoute() {
  const { offerId = '' } = useParams();
  return (
    <RequireSignedIn title="Your Waitlist Offer" message="Sign in to see and book the slot held for you.">
      {(user) => (
        <div className="container narrow-page">
          <section className="card stack" aria-labelledby="offer-title">
            <h1 id="offer-title">A Slot Is Free for You</h1>
            <OfferPanel offerId={offerId} user={user} />
          </section>
        </div>
      )}
    </RequireSignedIn>
  );
}
