import { Link, useSearchParams } from 'react-router-dom';
import { GiftIcon, StarIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { usePhoneUser } from '@/lib/session/phone-user';
import { GiftCardBalanceChecker } from '@/features/gift-cards/components/gift-card-balance-checker';
import { GiftCardPurchase } from '@/features/gift-cards/components/gift-card-purchase';

const INFO = [
  { title: 'Perfect Gift', text: 'Bay time for the golfer in your life, for any occasion.' },
  { title: 'Instant Delivery', text: 'Emailed with its code right away, or on the day you choose.' },
  { title: 'Never Expires', text: 'No expiry date and no fees; what is not used stays on the card.' },
];

/** /gift-cards: buy a gift card (signed in or not) or check a card's balance. */
export function GiftCardsRoute() {
  const { user, isLoading } = usePhoneUser();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'balance' ? 'balance' : 'purchase';
  return (
    <div className="container page">
      <Link to="/" className="back-link">
        ← Back to Booking
      </Link>
      <header className="stack">
        <h1>
          <GiftIcon size={28} /> Gift Cards
        </h1>
        <p className="muted">Give an hour (or ten) in a simulator bay.</p>
      </header>
      <div role="tablist" aria-label="Gift cards" className="tabs">
        {[
          { id: 'purchase', label: 'Purchase Gift Card' },
          { id: 'balance', label: 'Check Balance' },
        ].map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className={tab === t.id ? 'tab active' : 'tab'}
            onClick={() => setParams(t.id === 'balance' ? { tab: 'balance' } : {}, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'balance' ? (
          <GiftCardBalanceChecker />
        ) : isLoading ? (
          <Spinner label="Loading" />
        ) : (
          // Prefilled from the signed-in customer once known.
          <GiftCardPurchase key={user?.id ?? 'guest'} user={user} />
        )}
      </div>
      <div className="info-grid">
        {INFO.map((i) => (
          <section key={i.title} className="card">
            <h2 className="card-title">
              <StarIcon /> {i.title}
            </h2>
            <p className="card-subtitle">{i.text}</p>
          </section>
        ))}
      </div>
      <p className="muted center small">
        <Link to="/book-online">Book online</Link> · <Link to="/my-account">My Account</Link>
      </p>
    </div>
  );
}
