import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { useEmailSettings } from '@/features/email/api/email-settings';
import { useSendTestEmail } from '@/features/email/api/send-test-email';
import { errorMessage } from '@/lib/api-client';

/** /admin/email-settings: who the venue's email comes from, where it goes out, and a test email. */
export function EmailSettingsPage() {
  const { data, error } = useEmailSettings();
  const [to, setTo] = useState('');
  const send = useSendTestEmail();
  return (
    <div className="stack">
      <h1>Email Settings</h1>
      <section className="card stack" aria-labelledby="email-sender-title">
        <h2 id="email-sender-title" style={{ margin: 0 }}>
          Sender
        </h2>
        {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
        {data ? (
          <dl className="summary-list">
            <div>
              <dt>From</dt>
              <dd>{data.from}</dd>
            </div>
            <div>
              <dt>Sent through</dt>
              <dd>{data.transport}</dd>
            </div>
          </dl>
        ) : null}
        <p className="muted small" style={{ margin: 0 }}>
          Set by the deployment: EMAIL_FROM and SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS (see the README).
        </p>
      </section>
      <section className="card stack" aria-labelledby="email-test-title">
        <h2 id="email-test-title" style={{ margin: 0 }}>
          Send a Test Email
        </h2>
        <form
          className="stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send.trigger(to);
          }}
        >
          <Field label="Send to" type="email" value={to} onChange={(e) => setTo(e.target.value)} />
          <div>
            <button type="submit" className="btn btn-primary" disabled={send.busy || !to.trim()}>
              {send.busy ? 'Sending...' : 'Send Test Email'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
