import { FlagIcon, StarIcon, TrophyIcon } from '@/components/ui/icons';
import { formatTime12 } from '@/lib/dates';
import { benefitsOf, wholeDollars, type MembershipPlanView } from '@/lib/memberships';

interface Props {
  plan: MembershipPlanView;
  mostPopular: boolean;
  current: boolean;
  signedIn: boolean;
  busy: boolean;
  onChoose: (plan: MembershipPlanView) => void;
}

const ICONS = [FlagIcon, StarIcon, TrophyIcon];

/** One plan: price in whole dollars a month, its benefits, and the button for a visitor or a member. */
export function PlanCard({ plan, mostPopular, current, signedIn, busy, onChoose }: Props) {
  const headingId = `plan-${plan.id}`;
  const Icon = ICONS[Math.min(Math.max(plan.sortOrder, 0), 2)];
  return (
    <article className={`plan-card${mostPopular ? ' plan-card-popular' : ''}`} aria-labelledby={headingId}>
      {current ? (
        <span className="plan-ribbon plan-ribbon-current">Current Plan</span>
      ) : mostPopular ? (
        <span className="plan-ribbon">Most Popular</span>
      ) : null}
      <span className="plan-icon">
        <Icon size={28} />
      </span>
      <h2 id={headingId}>{plan.name}</h2>
      <p className="plan-price">
        <strong>{wholeDollars(plan.monthlyFee)}</strong>
        <span className="muted">/month</span>
      </p>
      {plan.description ? <p className="muted">{plan.description}</p> : null}
      <ul className="plan-benefits">
        {benefitsOf(plan, formatTime12).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button
        type="button"
        className={`btn btn-block ${mostPopular && !current ? 'btn-primary' : 'btn-secondary'}`}
        disabled={current || busy}
        onClick={() => onChoose(plan)}
      >
        {current ? 'Current Plan' : signedIn ? 'Switch to This Plan' : 'Get Started'}
      </button>
    </article>
  );
}
