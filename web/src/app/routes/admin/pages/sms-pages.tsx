import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { DataTable } from '@/components/admin/data-table';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { useTournaments } from '@/features/tournaments/api/tournaments';
import { api, errorMessage, fetcher } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';

interface SmsLogEntry {
  smsId: string;
  to: string;
  reason: string;
  status: 'queued' | 'delivered' | 'failed';
  attempts: number;
  error: string | null;
  queuedAt: string;
  settledAt: string | null;
}

const REASONS: Record<string, string> = {
  verification_code: 'Sign-in code',
  payment_receipt: 'Receipt',
  support_reply: 'Support reply',
  support_chat: 'Chat forward',
  shift_notice: 'Shifts',
  bulk_sms: 'Bulk',
  gift_card_delivery: 'Gift card',
  membership_payment: 'Membership',
  system_alert: 'Alert',
};

/** /admin/sms: every text sent, with its delivery status and the failure reason. */
export function SmsLogPage() {
  const [status, setStatus] = useState('');
  return (
    <section className="stack" aria-labelledby="sms-log-title">
      <h1 id="sms-log-title" style={{ margin: 0 }}>
        SMS Delivery Log
      </h1>
      <label className="field" style={{ maxWidth: 240 }}>
        <span className="label">Status</span>
        <select className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">All</option>
          <option value="queued">Queued</option>
          <option value="delivered">Delivered</option>
          <option value="failed">Failed</option>
        </select>
      </label>
      <DataTable<SmsLogEntry>
        endpoint="/api/admin/sms-log"
        filters={{ status }}
        caption="Text messages"
        empty="No text messages yet."
        rowKey={(r) => r.smsId}
        csvName="sms-log.csv"
        columns={[
          { header: 'Queued', sort: 'queuedAt', render: (r) => formatDateTime(r.queuedAt), csv: (r) => r.queuedAt },
          { header: 'To', sort: 'to', render: (r) => r.to, csv: (r) => r.to },
          { header: 'What', render: (r) => REASONS[r.reason] ?? r.reason, csv: (r) => r.reason },
          {
            header: 'Status',
            sort: 'status',
            render: (r) => (
              <span
                className={
                  r.status === 'failed'
                    ? 'badge badge-danger'
                    : r.status === 'delivered'
                      ? 'badge'
                      : 'badge badge-muted'
                }
              >
                {r.status === 'delivered' ? 'Delivered' : r.status === 'failed' ? 'Failed' : 'Queued'}
              </span>
            ),
            csv: (r) => r.status,
          },
          { header: 'Attempts', render: (r) => r.attempts, csv: (r) => r.attempts },
          { header: 'Error', render: (r) => r.error ?? '—', csv: (r) => r.error },
        ]}
      />
    </section>
  );
}

interface BulkProgress {
  id: string;
  audience: string;
  message: string;
  createdAt: string;
  total: number;
  pending: number;
  queued: number;
  skipped: number;
  sent: number;
  failed: number;
}

/** /admin/sms-management: a text to an audience (all customers, members, a tournament's entrants), with progress. */
export function SmsManagementPage() {
  const { tournaments } = useTournaments();
  const [kind, setKind] = useState<'all' | 'members' | 'tournament'>('all');
  const [tournamentId, setTournamentId] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: sends, mutate } = useSWR('/api/admin/sms/bulk', fetcher<BulkProgress[]>);
  const running = (sends ?? []).some((s) => s.pending > 0 || s.queued > s.sent + s.failed);
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => void mutate(), 2000);
    return () => clearInterval(id);
  }, [running, mutate]);
  const send = async () => {
    const audience = kind === 'tournament' ? { kind, tournamentId } : { kind };
    if (!window.confirm('Send this text now? Numbers that texted STOP are skipped.')) return;
    setBusy(true);
    try {
      const res = await api.post<BulkProgress>('/api/admin/sms/bulk', { audience, message });
      toast({
        title: 'Text Sending',
        description: `${res.total - res.skipped} recipient(s); ${res.skipped} skipped (texted STOP).`,
      });
      setMessage('');
      await mutate();
    } catch (e) {
      toast({ title: 'Not Sent', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="stack">
      <h1 style={{ margin: 0 }}>SMS Management</h1>
      <section className="card stack" aria-labelledby="bulk-title">
        <h2 id="bulk-title" style={{ margin: 0 }}>
          Send a text
        </h2>
        <div className="form-grid-2">
          <label className="field">
            <span className="label">Audience</span>
            <select className="input" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
              <option value="all">All customers</option>
              <option value="members">Members</option>
              <option value="tournament">A tournament's entrants</option>
            </select>
          </label>
          {kind === 'tournament' ? (
            <label className="field">
              <span className="label">Tournament</span>
              <select className="input" value={tournamentId} onChange={(e) => setTournamentId(e.target.value)}>
                <option value="">Choose…</option>
                {tournaments.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} ({t.date})
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        <label className="field">
          <span className="label">Message</span>
          <textarea
            className="input"
            rows={4}
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <span className="small muted">
            {message.length} characters · {Math.max(1, Math.ceil(message.length / 153))} SMS segment(s) each. Quiet
            hours hold it until they end.
          </span>
        </label>
        <div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !message.trim()}
            onClick={() => void send()}
          >
            Send Text
          </button>
        </div>
      </section>
      <section className="card stack" aria-labelledby="sends-title">
        <h2 id="sends-title" style={{ margin: 0 }}>
          Recent sends
        </h2>
        {!sends?.length ? (
          <p className="muted">Nothing sent yet.</p>
        ) : (
          <ul className="booking-list" data-testid="bulk-sends">
            {sends.map((s) => {
              const done = s.sent + s.failed + s.skipped;
              return (
                <li key={s.id} className="booking-item">
                  <div className="booking-when">
                    <strong>{s.audience}</strong> <span className="muted small">{formatDateTime(s.createdAt)}</span>
                    <div className="small">{s.message}</div>
                    <progress max={Math.max(1, s.total)} value={done} aria-label={`Progress of ${s.audience}`} />
                    <div className="muted small">
                      {s.sent} sent · {s.failed} failed · {s.skipped} skipped (STOP) · {s.total} in all
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

interface SmsSettings {
  senderNumber: string | null;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  defaultSender: string | null;
}

function SettingsForm({ saved, onSaved }: { saved: SmsSettings; onSaved: (s: SmsSettings) => void }) {
  const [sender, setSender] = useState(saved.senderNumber ?? '');
  const [start, setStart] = useState(saved.quietHoursStart ?? '');
  const [end, setEnd] = useState(saved.quietHoursEnd ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      onSaved(
        await api.put<SmsSettings>('/api/admin/sms-settings', {
          senderNumber: sender || null,
          quietHoursStart: start || null,
          quietHoursEnd: end || null,
        }),
      );
      toast({ title: 'SMS Settings Saved' });
    } catch (e) {
      toast({ title: 'Save Failed', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Field
        label="Sender number"
        inputMode="tel"
        value={sender}
        placeholder={saved.defaultSender ?? '+12125550100'}
        onChange={(e) => setSender(e.target.value)}
        hint={`Texts go out from this number (a number of your Twilio account). Empty: ${saved.defaultSender ?? 'the configured TWILIO_FROM'}.`}
      />
      <div className="form-grid-2">
        <Field label="Quiet hours start" type="time" value={start} onChange={(e) => setStart(e.target.value)} />
        <Field label="Quiet hours end" type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
      </div>
      <p className="muted small" style={{ margin: 0 }}>
        During quiet hours (venue time) bulk texts, reminders and shift notices wait until they end; sign-in codes,
        receipts and replies always go at once.
      </p>
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save Settings
        </button>
      </div>
    </form>
  );
}

/** /admin/sms-settings: the sender number and quiet hours. */
export function SmsSettingsPage() {
  const { data, mutate } = useSWR('/api/admin/sms-settings', fetcher<SmsSettings>);
  return (
    <div className="stack">
      <h1 style={{ margin: 0 }}>SMS Settings</h1>
      <section className="card">
        {data ? <SettingsForm key={JSON.stringify(data)} saved={data} onSaved={(s) => void mutate(s, false)} /> : null}
      </section>
    </div>
  );
}

interface Template {
  key: string;
  label: string;
  variables: string[];
  body: string;
  isDefault: boolean;
  defaultBody: string;
  preview: string;
}

const SAMPLE: Record<string, string> = {
  venueName: 'Fairway Sim Golf',
  code: '482913',
  details: 'Bay 2, Fri Nov 27, 6:00-8:00 PM',
  amount: '$70.00 (Visa ending 4242)',
  reference: 'GB-7Q2K',
  message: 'Your bay is ready!',
  firstName: 'Ada',
  week: 'Sun, Nov 29',
  shifts: 'Mon Nov 30, 9:00 AM-3:00 PM Opening (Front Desk)',
  when: 'tomorrow at 6:00 PM',
  bay: 'Bay 2',
};
const render = (body: string) => body.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => SAMPLE[name] ?? all);

function TemplateEditor({ template, onSaved }: { template: Template; onSaved: (t: Template[]) => void }) {
  const [body, setBody] = useState(template.body);
  const [busy, setBusy] = useState(false);
  const save = async (text: string) => {
    setBusy(true);
    try {
      onSaved(await api.put<Template[]>('/api/admin/message-templates', { templates: { [template.key]: text } }));
      toast({ title: 'Template Saved', description: template.label });
    } catch (e) {
      toast({ title: 'Save Failed', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card stack" aria-labelledby={`tpl-${template.key}`}>
      <h2 id={`tpl-${template.key}`} style={{ margin: 0 }}>
        {template.label} {template.isDefault ? <span className="badge badge-muted">Default</span> : null}
      </h2>
      <label className="field">
        <span className="label">Text</span>
        <textarea className="input" rows={3} maxLength={1000} value={body} onChange={(e) => setBody(e.target.value)} />
      </label>
      <p className="small muted" style={{ margin: 0 }}>
        Variables: {template.variables.map((v) => `{{${v}}}`).join(', ')}
      </p>
      <p className="small" style={{ margin: 0 }} data-testid={`preview-${template.key}`}>
        <strong>Preview:</strong> {render(body)}
      </p>
      <div className="row">
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void save(body)}>
          Save
        </button>
        {!template.isDefault ? (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={busy}
            onClick={() => {
              setBody(template.defaultBody);
              void save('');
            }}
          >
            Restore Default
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** /admin/message-templates: the wording of each text, with its variables and a preview. */
export function MessageTemplatesPage() {
  const { data, mutate } = useSWR('/api/admin/message-templates', fetcher<Template[]>);
  return (
    <div className="stack">
      <h1 style={{ margin: 0 }}>Message Templates</h1>
      {(data ?? []).map((t) => (
        <TemplateEditor key={`${t.key}-${t.body}`} template={t} onSaved={(all) => void mutate(all, false)} />
      ))}
    </div>
  );
}
