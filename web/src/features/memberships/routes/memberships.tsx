import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { VENUE_NAME } from '@/config/venue';
import { HelpChoosing, MembershipFaq } from '@/features/memberships/components/membership-faq';
import { PlanCard } from '@/features/memberships/components/plan-card';
import { PlanStepDialogs } from '@/features/memberships/components/plan-step-dialogs';
import { usePlanSteps } from '@/features/memberships/components/use-plan-steps';

/** /memberships: the plans, joining as a visitor (after confirming the phone by SMS), switching as a member. */
export function MembershipsRoute() {
  const m = usePlanSteps();
  const { user, plans, isLoading, error, membership, busy, currentPlanId, topSort } = m;

  if (isLoading) {
    return (
      <div className="container narrow-page center">
        <Spinner label="Loading membership options" />
      </div>
    );
  }
  return (
    <div className="container page memberships-page">
      <Link to="/" className="back-link">
        ← Back to Booking
      </Link>
      <header className="memberships-hero">
        <h1>Membership Plans</h1>
        <p className="muted">
          Play more, pay less: member rates on every hour, free monthly credits and more time to plan ahead at{' '}
          {VENUE_NAME}.
        </p>
        {membership?.plan ? (
          <p>
            <span className="badge badge-member">Current Member: {membership.plan.name}</span>
          </p>
        ) : null}
      </header>
      {error ? (
        <p className="alert alert-error" role="alert">
          We couldn't load the membership plans. Please try again.
        </p>
      ) : null}
      <div className="plan-grid">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            mostPopular={plans.length > 1 && plan.sortOrder === topSort}
            current={plan.id === currentPlanId}
            signedIn={Boolean(user)}
            busy={busy}
            onChoose={(p) => void m.choose(p)}
          />
        ))}
      </div>
      <p className="muted center small">No long-term commitment. Cancel anytime.</p>

      <MembershipFaq />
      <HelpChoosing />

      <PlanStepDialogs m={m} />
    </div>
  );
}
