import { Field } from '@/components/ui/field';

interface Props {
  value: string;
  onChange: (v: string) => void;
  busy: boolean;
  error?: string;
  onSubmit: () => void;
}

export function PhoneStep({ value, onChange, busy, error, onSubmit }: Props) {
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <p className="muted small">Enter your mobile number. We will text you a 6-digit code — no password needed.</p>
      <Field
        label="Phone Number"
        type="tel"
        name="phone"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(555) 123-4567"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={!value.trim() || busy}>
        {busy ? 'Checking…' : 'Continue'}
      </button>
    </form>
  );
}
