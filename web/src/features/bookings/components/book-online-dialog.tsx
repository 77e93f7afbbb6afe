import { useState } from 'react';
import { CheckoutDialogs, useCheckout } from '@/components/checkout';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { usePhoneUser } from '@/lib/session/phone-user';
import { Slot } from '@/lib/slots';
import { BookingFacts } from '@/features/bookings/components/booking-facts';
import { BayStep, DurationStep, TimeStep } from '@/features/bookings/components/booking-steps';
import { useBookingSelection } from '@/features/bookings/components/use-booking-selection';
import { useMyMembership } from '@/lib/memberships';
import { formatLongDate } from '@/lib/dates';
import { GuestDetails, MembershipStep, PayStep, type Guest } from './book-online-steps';
import { useWaiverGate } from '@/lib/waiver-gate';

const STEPS = ['Booking Details', 'Membership', 'Payment'] as const;

/**
 * The book-online dialog: 1 booking details (time, duration, bay; a guest's name and phone), 2 an
 * optional membership, 3 payment. A guest confirms the phone by SMS code before paying (the account
 * is created then), so nobody books on a phone they have not verified.
 */
export function BookOnlineDialog({ date, onClose }: { date: string; onClose: () => void }) {
  const { user } = usePhoneUser();
  const s = useBookingSelection(date, user);
  const { membership } = useMyMembership(Boolean(user));
  // The venue's waiver first: the payment waits until it is signed (in place, on the payment step).
  const checkout = useCheckout({ user, order: s.order, beforePay: (who) => waiver.allows(who) });
  const waiver = useWaiverGate(user?.id ?? null, checkout.start);
  const [step, setStep] = useState(0);
  const [guest, setGuest] = useState<Guest>({ firstName: '', lastName: '', phone: '', email: '' });
  const [addMembership, setAddMembership] = useState(false);
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

  if (checkout.paying)
    return (
      <CheckoutDialogs
        checkout={checkout}
        payment={{
          details: <BookingFacts facts={s.facts} />,
          confirmLabel: 'Confirm Booking',
          cardRequiredFor: s.plan ? 'membership renewals' : undefined,
          successTitle: s.plan ? 'Membership Started!' : undefined,
          successText: s.plan
            ? `Your booking is confirmed and your ${s.plan.name} membership is now active.`
            : 'Your booking has been confirmed!',
          failureTitle: s.plan ? 'Transaction Failed' : undefined,
        }}
        onPaid={onClose}
        receipt="booking"
      />
    );

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
              disabled={!s.quote || s.quoteLoading || waiver.needed}
              onClick={checkout.start}
            >
              {waiver.needed ? 'Sign the waiver to book' : 'Continue to Payment'}
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
          {!user ? <GuestDetails guest={guest} onChange={setGuest} /> : null}
        </div>
      ) : step === 1 ? (
        <MembershipStep
          s={s}
          user={user}
          membership={membership}
          addMembership={addMembership}
          onAddMembership={setAddMembership}
        />
      ) : (
        <>
          <PayStep s={s} user={user} guest={guest} />
          <Slot name="waivers.booking-gate" userId={user?.id ?? null} onChange={waiver.onChange} />
        </>
      )}
    </Dialog>
  );
}
