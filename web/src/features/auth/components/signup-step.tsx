import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { EMAIL_PATTERN, type SignupInfo } from '../api/phone-auth';

interface Props {
  phone: string;
  busy: boolean;
  error?: string;
  onBack: () => void;
  onSubmit: (info: SignupInfo, phone: string) => void;
}

export function SignupStep({ phone, busy, error, onBack, onSubmit }: Props) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [phoneNumber, setPhoneNumber] = useState(phone);
  const [invalid, setInvalid] = useState<string | undefined>();

  /** Shows the message under the form and as a toast. */
  const reject = (title: string, message: string) => {
    setInvalid(message);
    toast({ title, description: message, variant: 'destructive' });
  };

  const submit = () => {
    if (!firstName.trim() || !lastName.trim() || !email.trim() || !phoneNumber.trim()) {
      reject('Missing Information', 'Please fill in all required fields');
      return;
    }
    if (!EMAIL_PATTERN.test(email.trim())) {
      reject('Invalid Email', 'Please enter a valid email address');
      return;
    }
    setInvalid(undefined);
    onSubmit({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() }, phoneNumber);
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="muted small">New here? Create your account — it takes a few seconds.</p>
      <div className="form-grid-2">
        <Field
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <Field
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </div>
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label="Phone Number"
        name="signupPhone"
        type="tel"
        autoComplete="tel"
        required
        value={phoneNumber}
        onChange={(e) => setPhoneNumber(e.target.value)}
      />
      {invalid || error ? (
        <p className="field-error" role="alert">
          {invalid ?? error}
        </p>
      ) : null}
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="btn btn-primary" style={{ flex: 1 }} disabled={busy}>
          {busy ? 'Sending code…' : 'Create Account & Send Code'}
        </button>
      </div>
    </form>
  );
}
