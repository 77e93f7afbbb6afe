import { useState } from 'react';
import useSWR from 'swr';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { api, errorMessage } from '@/lib/api-client';

/** /admin/email-settings: who the venue's email comes from, where it goes out, and a test email. */
export function EmailSettingsPage() {
  const { data, error } = useSWR('/api/admin/email-settings', (k: string) =>
    api.get<{ from: string; transport: string }>(k),
  );
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const res = await api.post<{ message: string }>('/api/admin/email-settings/test', { to });
      toast({ title: 'Test Email Sent', description: res.message });
    } catch (e) {
      toast({ title: 'Test Email Failed', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
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
            void send();
          }}
        >
          <Field label="Send to" type="email" value={to} onChange={(e) => setTo(e.target.value)} />
          <div>
            <button type="submit" className="btn btn-primary" disabled={busy || !to.trim()}>
              {busy ? 'Sending...' : 'Send Test Email'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
