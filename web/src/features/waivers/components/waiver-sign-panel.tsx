import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { signWaiver, useWaiver } from '../api/waiver';

/**
 * The venue's waiver, signed in place: its text, a "Full name" field and "Sign Waiver". Calls
 * `onSigned` once the server recorded the signature (a newer version published meanwhile is shown).
 */
export function WaiverSignPanel({ onSigned }: { onSigned: () => void }) {
  const { data: waiver, error: loadError, mutate } = useWaiver();
  const [fullName, setFullName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);
  const ref = useRef<HTMLElement>(null);
  // Shown below the booking's choices: brought into view, so the customer sees why the booking waits.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!waiver) return;
    if (!fullName.trim()) return setError('Please type your full name to sign the waiver.');
    setSigning(true);
    setError(null);
    try {
      await signWaiver({ version: waiver.version, fullName: fullName.trim() });
      onSigned();
    } catch (err) {
      // A new version was published while they read: show it, to be read and signed.
      if (err instanceof ApiError && err.code === 'WAIVER.VERSION_NOT_CURRENT') void mutate();
      setError(errorMessage(err));
    } finally {
      setSigning(false);
    }
  };

  return (
    <section ref={ref} className="card stack" aria-labelledby="waiver-title" data-testid="waiver-sign">
      <h3 id="waiver-title" style={{ margin: 0 }}>
        Venue waiver
      </h3>
      <p className="muted" style={{ margin: 0 }}>
        Please read the venue&apos;s waiver and sign it with your full name before booking.
      </p>
      {loadError ? <p className="alert alert-error">{errorMessage(loadError)}</p> : null}
      {waiver ? (
        <div
          className="waiver-text"
          tabIndex={0}
          aria-label={`Waiver, version ${waiver.version}`}
          style={{
            whiteSpace: 'pre-wrap',
            maxHeight: 220,
            overflowY: 'auto',
            border: '1px solid var(--border, #ddd)',
            padding: 12,
          }}
        >
          {waiver.text}
        </div>
      ) : (
        <div className="skeleton" style={{ height: 96 }} role="status" aria-label="Loading the waiver" />
      )}
      <form className="stack" onSubmit={submit} noValidate>
        <Field
          label="Full name"
          autoComplete="name"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          error={error ?? undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={!waiver || signing}>
          {signing ? 'Signing…' : 'Sign Waiver'}
        </button>
      </form>
    </section>
  );
}
