import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import type { PhoneUser } from '@/lib/session/phone-user';
import { PhoneSignInFlow } from '@/components/phone-sign-in/phone-sign-in-flow';
import { wholeDollars, type UserMembershipView } from '@/lib/memberships';
import { BookingSummary } from './booking-summary';
import type { BookingSelection } from './use-booking-selection';

export interface Guest {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** Step 1's 'Your details' for a visitor: name, phone (confirmed by SMS before paying), email. */
export function GuestDetails({ guest, onChange }: { guest: Guest; onChange: (g: Guest) => void }) {
  const bind = (field: keyof Guest) => ({
    value: guest[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...guest, [field]: e.target.value }),
  });
  return (
    <section aria-labelledby="guest-title" className="stack">
      <h3 id="guest-title" className="subsection-title">
        Your details
      </h3>
      <div className="form-grid-2">
        <Field label="First Name" autoComplete="given-name" {...bind('firstName')} />
        <Field label="Last Name" autoComplete="family-name" {...bind('lastName')} />
        <Field label="Phone Number" type="tel" autoComplete="tel" {...bind('phone')} />
        <Field label="Email (optional)" type="email" autoComplete="email" {...bind('email')} />
      </div>
      <p className="muted small" style={{ margin: 0 }}>
        We text a code to this number before you pay, to confirm it is yours.
      </p>
    </section>
  );
}

interface MembershipStepProps {
  s: BookingSelection;
  user: PhoneUser | null;
  membership: UserMembershipView | null;
  addMembership: boolean;
  onAddMembership: (add: boolean) => void;
}

/** Step 2: an optional membership (the member rate for this booking), or the member's own plan. */
export function MembershipStep({ s, user, membership, addMembership, onAddMembership }: MembershipStepProps) {
  const member = Boolean(membership?.plan && !membership.isPastDue);
  const paidPlans = s.plans.filter((p) => Number(p.monthlyFee) > 0);
  return (
    <section className="stack" aria-labelledby="membership-step-title">
      <h3 id="membership-step-title" className="subsection-title">
        Membership (optional)
      </h3>
      {member ? (
        <p className="alert" role="status">
          You're a {membership!.plan!.name} member: your member price is applied.
        </p>
      ) : (
        <>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={addMembership}
              onChange={(e) => {
                onAddMembership(e.target.checked);
                if (!e.target.checked) s.setPlanId(null);
              }}
            />
            Add a membership and pay the member rate for this booking
          </label>
          {addMembership
            ? paidPlans.map((p) => (
                <label key={p.id} className="checkbox">
                  <input
                    type="radio"
                    name="book-online-plan"
                    checked={s.plan?.id === p.id}
                    onChange={() => s.setPlanId(p.id)}
                  />
                  <span>
                    <strong>{p.name}</strong> {wholeDollars(p.monthlyFee)}/month
                    <span className="muted small">
                      {Number(p.discountAmount) > 0 ? ` · save ${wholeDollars(p.discountAmount)}/hour` : ''}
                    </span>
                  </span>
                </label>
              ))
            : null}
        </>
      )}
      <BookingSummary facts={s.facts} quote={s.quote} error={s.quoteError} loading={s.quoteLoading} />
      {!user && s.plan ? (
        <p className="muted small" style={{ margin: 0 }}>
          At payment, once your phone is confirmed, this booking is priced at the {s.plan.name} rate and the first month
          ({wholeDollars(s.plan.monthlyFee)}) is added.
        </p>
      ) : null}
    </section>
  );
}

/** Step 3: the price, and a visitor confirms the phone (the SMS code) before paying. */
export function PayStep({ s, user, guest }: { s: BookingSelection; user: PhoneUser | null; guest: Guest }) {
  return (
    <section className="stack" aria-labelledby="pay-step-title">
      <h3 id="pay-step-title" className="subsection-title">
        Payment
      </h3>
      <BookingSummary facts={s.facts} quote={s.quote} error={s.quoteError} loading={s.quoteLoading} />
      {user ? (
        <p className="muted small" style={{ margin: 0 }}>
          Signed in as {user.firstName} {user.lastName}. Your card is charged the total above.
        </p>
      ) : (
        <div className="card stack">
          <p style={{ margin: 0 }}>
            <strong>Confirm your phone</strong>: we text you a 6-digit code, then you pay.
          </p>
          <PhoneSignInFlow
            prefill={{
              phone: guest.phone,
              firstName: guest.firstName.trim(),
              lastName: guest.lastName.trim(),
              email: guest.email.trim(),
            }}
            onSignedIn={() => toast({ title: 'Phone Confirmed', description: 'Now pay to confirm your booking.' })}
          />
        </div>
      )}
    </section>
  );
}
