import type { AccountSummary } from '@contracts/account/account-summary';

/** The account page's Loyalty tab: hours played, progress to the next credit, how credits work. */
export function LoyaltyTab({ summary }: { summary: AccountSummary }) {
  const { loyalty } = summary;
  if (!loyalty.isActive) return <p className="muted">The loyalty program is not running at the moment.</p>;
  const percent = Math.max(0, Math.min(100, Math.round(loyalty.progressToNext)));
  return (
    <div className="stack">
      <p>
        <strong>{loyalty.loyaltyPoints}</strong> hours played · <strong>{summary.credits.loyalty}</strong> loyalty
        credit
        {summary.credits.loyalty === 1 ? '' : 's'} to use
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label="Progress to next credit"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="muted">
        {loyalty.hoursToNext} hour{loyalty.hoursToNext === 1 ? '' : 's'} to your next free credit.
      </p>
      <h3>How credits work</h3>
      <ul className="small">
        <li>Every {loyalty.hoursPerCredit} hours you play earns one free credit: one hour in a bay.</li>
        <li>Hours count when a booking ends; extensions count too, cancelled bookings do not.</li>
        <li>Loyalty credits are used first when you pay with credits, then membership credits, then others.</li>
      </ul>
    </div>
  );
}
