import { useState } from 'react';
import { VENUE_TIMEZONE } from '@/config/venue';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, isoToVenueLocal, venueLocalToIso } from '@/lib/dates';
import { fetchAsOf, type AsOfAnswer, type AuditKind } from './audit-api';

const label = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
const shown = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The subject as it stood at a chosen instant (venue time), rebuilt by the server from its events. */
export function HistoryAsOf({ kind, id }: { kind: AuditKind; id: string }) {
  const [local, setLocal] = useState(() => isoToVenueLocal(new Date().toISOString(), VENUE_TIMEZONE));
  const [answer, setAnswer] = useState<AsOfAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function show() {
    setBusy(true);
    setError(null);
    try {
      setAnswer(await fetchAsOf(kind, id, venueLocalToIso(local, VENUE_TIMEZONE)));
    } catch (e) {
      setAnswer(null);
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const state = answer?.state as Record<string, unknown> | null | undefined;
  return (
    <div className="stack" style={{ gap: '0.5rem' }}>
      <div className="row" style={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <div className="field">
          <label htmlFor={`as-of-${kind}-${id}`}>As of</label>
          <input
            id={`as-of-${kind}-${id}`}
            className="input"
            type="datetime-local"
            value={local}
            onChange={(e) => setLocal(e.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={busy || !local}
          onClick={() => void show()}
        >
          Show
        </button>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {answer ? (
        <section aria-label="State as of">
          <p className="muted small" style={{ margin: 0 }}>
            As of {formatDateTime(answer.at)} ({answer.eventCount} events)
          </p>
          {state ? (
            <dl className="as-of-state">
              {Object.entries(state).map(([k, v]) => (
                <div key={k} className="row" style={{ gap: '0.5rem' }}>
                  <dt className="muted">{label(k)}</dt>
                  <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{shown(v)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p style={{ margin: 0 }}>It did not exist yet.</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
