import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useBulkSends } from '@/features/sms/api/bulk-sends';
import { useSendBulkText } from '@/features/sms/api/send-bulk-text';
import { useTournaments } from '@/lib/tournaments';
import { formatDateTime } from '@/lib/dates';

/** /admin/sms-management: a text to an audience (all customers, members, a tournament's entrants), with progress. */
export function SmsManagementPage() {
  const { tournaments } = useTournaments();
  const [kind, setKind] = useState<'all' | 'members' | 'tournament'>('all');
  const [tournamentId, setTournamentId] = useState('');
  const [message, setMessage] = useState('');
  const { data: sends, mutate } = useBulkSends();
  const bulk = useSendBulkText();
  const running = (sends ?? []).some((s) => s.pending > 0 || s.queued > s.sent + s.failed);
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => void mutate(), 2000);
    return () => clearInterval(id);
  }, [running, mutate]);
  const [confirming, setConfirming] = useState(false);
  const send = async () => {
    const audience = kind === 'tournament' ? { kind, tournamentId } : { kind };
    if (await bulk.trigger({ audience, message })) setMessage('');
  };
  return (
    <div className="stack">
      {confirming ? (
        <ConfirmDialog title="Send Text" confirmLabel="Send Now" onConfirm={send} onClose={() => setConfirming(false)}>
          <p>Send this text now? Numbers that texted STOP are skipped.</p>
        </ConfirmDialog>
      ) : null}
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
            disabled={bulk.busy || !message.trim()}
            onClick={() => setConfirming(true)}
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
