import { INVALID_EMAIL, MISSING_INFO, userInfoSchema } from '@contracts/users/accounts';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { type SignupInfo } from './phone-auth';

interface Props {
  phone: string;
  busy: boolean;
  error?: string;
  onBack: () => void;
  onSubmit: (info: SignupInfo, phone: string) => void;
  /** What the customer already typed elsewhere (the book-online details), to start from. */
  prefill?: Partial<SignupInfo>;
}

type Values = Record<'firstName' | 'lastName' | 'email' | 'phoneNumber', string>;

/** The form's fields in order: the names side by side, then email and phone. */
const FIELDS: Array<{ field: keyof Values; label: string; name: string; type?: string; autoComplete: string }> = [
  { field: 'firstName', label: 'First Name', name: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last Name', name: 'lastName', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phoneNumber', label: 'Phone Number', name: 'signupPhone', type: 'tel', autoComplete: 'tel' },
];

export function SignupStep({ phone, busy, error, onBack, onSubmit, prefill }: Props) {
  const [values, setValues] = useState<Values>({
    firstName: prefill?.firstName ?? '',
    lastName: prefill?.lastName ?? '',
    email: prefill?.email ?? '',
    phoneNumber: phone,
  });
  const [invalid, setInvalid] = useState<string | undefined>();
  const { firstName, lastName, email, phoneNumber } = values;
  const fields = (list: typeof FIELDS) =>
    list.map(({ field, ...input }) => (
      <Field
        key={field}
        {...input}
        required
        value={values[field]}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
      />
    ));

  /** Shows the message under the form and as a toast. */
  const reject = (title: string, message: string) => {
    setInvalid(message);
    toast({ title, description: message, variant: 'destructive' });
  };

  const submit = () => {
    // The server's own sign-up rules (@contracts/accounts), checked before anything is sent.
    const checked = userInfoSchema.safeParse({ firstName, lastName, email });
    if (!phoneNumber.trim() || (!checked.success && checked.error.issues[0].message === MISSING_INFO)) {
      reject('Missing Information', MISSING_INFO);
      return;
    }
    if (!checked.success) {
      const message = checked.error.issues[0].message;
      reject(message === INVALID_EMAIL ? 'Invalid Email' : 'Please check your details', message);
      return;
    }
    setInvalid(undefined);
    onSubmit(checked.data, phoneNumber);
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
      <div className="form-grid-2">{fields(FIELDS.slice(0, 2))}</div>
      {fields(FIELDS.slice(2))}
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
