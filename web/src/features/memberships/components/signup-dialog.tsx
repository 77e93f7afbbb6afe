import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { VENUE_NAME } from '@/config/venue';
import type { PhoneUser } from '@/lib/session/phone-user';
import type { MembershipPlanView, SignupForm } from '@/lib/memberships';

interface Props {
  plan: MembershipPlanView;
  user: PhoneUser | null;
  busy: boolean;
  onSubmit: (form: SignupForm) => void;
  onClose: () => void;
}

type Errors = Partial<Record<keyof SignupForm, string>>;

/** The spec's sign-up rules, with its messages. */
export function validateSignup(form: SignupForm): Errors {
  const errors: Errors = {};
  if (!form.firstName.trim()) errors.firstName = 'First name is required';
  if (!form.lastName.trim()) errors.lastName = 'Last name is required';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = 'Valid email is required';
  if (form.phoneNumber.trim().length < 10) errors.phoneNumber = 'Phone number is required';
  if (!form.planId) errors.planId = 'Plan selection is required';
  return errors;
}

/** "Join" dialog: the chosen plan, the member's details (prefilled when signed in), Start Membership. */
export function SignupDialog({ plan, user, busy, onSubmit, onClose }: Props) {
  const [form, setForm] = useState<SignupForm>({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    planId: plan.id,
  });
  const [errors, setErrors] = useState<Errors>({});
  const bind = (field: keyof SignupForm) => ({
    value: form[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [field]: e.target.value }),
    error: errors[field],
  });
  const submit = () => {
    const found = validateSignup(form);
    setErrors(found);
    if (!Object.keys(found).length) onSubmit(form);
  };
  return (
    <Dialog
      title={`Join ${VENUE_NAME}`}
      description={`Start your ${plan.name} membership.`}
      onClose={() => !busy && onClose()}
      testId="membership-signup-dialog"
      footer={
        <div className="row">
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={submit}>
            {busy ? 'Setting up...' : 'Start Membership'}
          </button>
        </div>
      }
    >
      {/* The footer button is outside the form: it calls submit itself. */}
      <form
        id="membership-signup"
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="form-grid-2">
          <Field label="First Name" autoComplete="given-name" {...bind('firstName')} />
          <Field label="Last Name" autoComplete="family-name" {...bind('lastName')} />
        </div>
        <Field label="Email" type="email" autoComplete="email" {...bind('email')} />
        <Field
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          {...bind('phoneNumber')}
          hint={user ? undefined : 'We text this number a code to confirm it is yours.'}
        />
      </form>
    </Dialog>
  );
}
