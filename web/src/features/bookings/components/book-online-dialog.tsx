import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { usePhoneUser } from '@/lib/session/phone-user';
import { PhoneSignInFlow } from '@/components/phone-sign-in/phone-sign-in-flow';
import { useBookingDone } from '@/lib/booking/use-booking-done';
import { BookingFacts } from '@/features/bookings/components/booking-facts';
import { BookingSummary } from '@/features/bookings/components/booking-summary';
import { BayStep, DurationStep, TimeStep } from '@/features/bookings/components/booking-steps';
import { useBookingSelection } from '@/features/bookings/components/use-booking-selection';
import { useMyMembership, wholeDollars } from '@/lib/memberships';
import { fulfilledOf } from '@/lib/payments/orders';
import { PaymentDialog } from '@/components/payment/payment-dialog';
import { formatLongDate } from '@/lib/dates';

const STEPS = ['Booking Details', 'Membership', 'Payment'] as const;

interface Guest {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/**
 * The book-online dialog: 1 booking details (time, duration, bay; a guest's name and phone), 2 an
 * optional membership, 3 payment. A guest confirms the phone by SMS code before paying (the account
 * is created then), so nobody books on a phone they have not verified.
 */
export function BookOnlineDialog({ date, onClose }: { date: string; onClose: () => void }) {
  const { user } = usePhoneUser();
  const s = useBookingSelection(date, user);
  const { membership } = useMyMembership(Boolean(user));
  const done = useBookingDone();
  const [step, setStep] = useState(0);
  const [guest, setGuest] = useState<Guest>({ firstName: '', lastName: '', phone: '', email: '' });
  const [addMembership, setAddMembership] = useState(false);
  const [paying, setPaying] = useState(false);
  const member = Boolean(membership?.plan && !membership.isPastDue);
  const paidPlans = s.plans.filter((p) => Number(p.monthlyFee) > 0);
  const fail = (title: string, description: string) => toast({ title, description, variant: 'destructive' });

  const next = () => {
    if (step === 0) {
      if (!s.ready) return fail('Incomplete Selection', 'Please select time, duration, and bay to continue.');
      if (!user && (!guest.firstName.trim() || !guest.lastName.trim() || guest.phone.replace(/\D/g, '').length < 10))
        return fail('Missing Information', 'Please fill in all required fields (First Name, Last Name, Phone Number)');
    }
    if (step === 1 && addMembership && !s.plan)
      return fail('Select Membership', 'Please select a membership plan to continue.');
    setStep(step + 1);
  };

  if (paying && user && s.order)
    return (
      <PaymentDialog
        order={s.order}
        userId={user.id}
        details={<BookingFacts facts={s.facts} />}
        confirmLabel="Confirm Booking"
        cardRequiredFor={s.plan ? 'membership renewals' : undefined}
        successTitle={s.plan ? 'Membership Started!' : undefined}
        successText={
          s.plan
            ? `Your booking is confirmed and your ${s.plan.name} membership is now active.`
            : 'Your booking has been confirmed!'
        }
        failureTitle={s.plan ? 'Transaction Failed' : undefined}
        onClose={() => setPaying(false)}
        onPaid={async (paid) => {
          setPaying(false);
          onClose();
          await done(fulfilledOf(paid, 'booking') ?? undefined);
        }}
      />
    );

  const bind = (field: keyof Guest) => ({
    value: guest[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setGuest({ ...guest, [field]: e.target.value }),
  });

  return (
    <Dialog
      title={formatLongDate(date)}
      description={`Step ${step + 1} of 3: ${STEPS[step]}`}
      onClose={onClose}
      size="lg"
      testId="book-online-dialog"
      footer={
        <div className="row" style={{ justifyContent: 'space-between', width: '100%' }}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => (step === 0 ? onClose() : setStep(step - 1))}
          >
            {step === 0 ? 'Cancel' : 'Back'}
          </button>
          {step < 2 ? (
            <button type="button" className="btn btn-primary" onClick={next}>
              Continue
            </button>
          ) : user ? (
            <button
              type="button"
              className="btn btn-primary"
              disabled={!s.quote || s.quoteLoading}
              onClick={() => setPaying(true)}
            >
              Continue to Payment
            </button>
          ) : null}
        </div>
      }
    >
      <ol className="wizard-steps" aria-label="Booking steps">
        {STEPS.map((label, i) => (
          <li key={label} aria-current={i === step ? 'step' : undefined} className={i === step ? 'active' : ''}>
            {i + 1}. {label}
          </li>
        ))}
      </ol>
      {step === 0 ? (
        <div className="booking-sections">
          <TimeStep s={s} />
          <DurationStep s={s} />
          <BayStep s={s} />
          {!user ? (
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
          ) : null}
        </div>
      ) : step === 1 ? (
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
                    setAddMembership(e.target.checked);
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
              At payment, once your phone is confirmed, this booking is priced at the {s.plan.name} rate and the first
              month ({wholeDollars(s.plan.monthlyFee)}) is added.
            </p>
          ) : null}
        </section>
      ) : (
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
      )}
    </Dialog>
  );
}
