import { useRef, useState } from 'react';
import { Field } from '@/components/ui/field';
import { CODE_PATTERN } from './phone-auth';
import { useCountdown } from './use-countdown';

interface Props {
  phone: string;
  busy: boolean;
  error?: string;
  /** The code was sent earlier (the customer went back and pressed Continue again): no new text. */
  alreadySent?: boolean;
  resendAt: number | null;
  onResend: () => void;
  onBack: () => void;
  onSubmit: (code: string) => Promise<boolean>;
}

export function CodeStep({ phone, busy, error, alreadySent, resendAt, onResend, onBack, onSubmit }: Props) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useCountdown(resendAt);

  const submit = async () => {
    if (!CODE_PATTERN.test(code)) {
      setInvalid('Please enter a valid 6-digit code');
      return;
    }
    setInvalid(undefined);
    const ok = await onSubmit(code);
    if (!ok) {
      setCode('');
      inputRef.current?.focus();
    }
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {alreadySent ? (
        <p className="muted small">
          We already sent a code to <strong>{phone}</strong>. Enter it below.
        </p>
      ) : (
        <p className="muted small">
          Enter the 6-digit code we sent to <strong>{phone}</strong>.
        </p>
      )}
      <Field
        label="Verification Code"
        name="code"
        inputRef={inputRef}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        placeholder="123456"
        className="code-field"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={invalid ?? error}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || code.length === 0}>
        {busy ? 'Verifying…' : 'Verify & Continue'}
      </button>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <button
          type="button"
          className="btn btn-link"
          onClick={() => {
            setCode('');
            onBack();
          }}
        >
          Use a different number
        </button>
        <button type="button" className="btn btn-ghost btn-sm" disabled={secondsLeft > 0 || busy} onClick={onResend}>
          {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : 'Resend code'}
        </button>
      </div>
    </form>
  );
}
