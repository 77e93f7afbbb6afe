import { useMyMembership, wholeDollars } from '@/lib/memberships';
import type { PhoneUser } from '@/lib/session/phone-user';
import type { BookingSelection } from './use-booking-selection';

/**
 * The booking modal's membership panel: join a plan with this booking (the booking is priced as a
 * member, the first month is charged with it), or say the member's price is already applied.
 */
export function MembershipOffer({ s, user }: { s: BookingSelection; user: PhoneUser | null }) {
  const { membership } = useMyMembership(Boolean(user));
  if (membership?.plan && !membership.isPastDue) {
    return (
      <p className="alert" role="status">
        You're a {membership.plan.name} member: your member price is applied.
      </p>
    );
  }
  const paid = s.plans.filter((p) => Number(p.monthlyFee) > 0);
  if (!paid.length) return null;
  return (
    <fieldset className="membership-offer stack">
      <legend className="subsection-title">Membership (optional)</legend>
      <label className="checkbox">
        <input type="radio" name="membership-plan" checked={!s.plan} onChange={() => s.setPlanId(null)} />
        No membership
      </label>
      {paid.map((p) => (
        <label key={p.id} className="checkbox">
          <input type="radio" name="membership-plan" checked={s.plan?.id === p.id} onChange={() => s.setPlanId(p.id)} />
          <span>
            <strong>{p.name}</strong> {wholeDollars(p.monthlyFee)}/month
            <span className="muted small">
              {Number(p.discountAmount) > 0 ? ` · save ${wholeDollars(p.discountAmount)}/hour` : ''}
              {p.freeCreditsPerMonth > 0 ? ` · ${p.freeCreditsPerMonth} free credits a month` : ''}
            </span>
          </span>
        </label>
      ))}
      {s.plan ? (
        <p className="muted small" style={{ margin: 0 }}>
          This booking is priced at the {s.plan.name} rate. The first month is charged with it, and your card is kept
          for the monthly renewals.
        </p>
      ) : null}
    </fieldset>
  );
}
