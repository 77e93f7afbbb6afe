import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { formatVenueTime } from '@/lib/venue-time';
import { callStaff, extendSession, type BayAgentSessionAnswer } from '../api/bay-agent';
import { OrderPanel } from './order-panel';

type Session = NonNullable<BayAgentSessionAnswer['current']>;

/** "1:05:09" or "42:07": what is left of the session on the server's clock. */
export function timeLeft(endsAt: string, serverNow: number): string {
  const total = Math.max(0, Math.floor((Date.parse(endsAt) - serverNow) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The player's screen: their first name, the time left, Extend, Order and Call staff. */
export function SessionView(props: { token: string; session: Session; serverNow: number; onChanged: () => void }) {
  const { token, session, serverNow } = props;
  const [extending, setExtending] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [calling, setCalling] = useState(false);
  const warning = Date.parse(session.endsAt) - serverNow <= 5 * 60_000;
  const call = async () => {
    setCalling(true);
    try {
      setNotice({ kind: 'ok', text: (await callStaff(token)).message });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error) });
    } finally {
      setCalling(false);
    }
  };
  return (
    <div className="stack">
      <h1 className="bay-screen-player">Welcome, {session.firstName}</h1>
      <p className="muted">Time left (until {formatVenueTime(session.endsAt)})</p>
      <p className={`bay-screen-time-left${warning ? ' is-warning' : ''}`} data-testid="time-left" aria-live="off">
        {timeLeft(session.endsAt, serverNow)}
      </p>
      {notice ? (
        <p className={`alert ${notice.kind === 'ok' ? 'alert-success' : 'alert-error'}`} role="status">
          {notice.text}
        </p>
      ) : null}
      <div className="bay-screen-actions">
        <button type="button" className="btn btn-primary bay-screen-action" onClick={() => setExtending(true)}>
          Extend
        </button>
        <OrderPanel token={token} />
        <button
          type="button"
          className="btn btn-secondary bay-screen-action"
          disabled={calling}
          onClick={() => void call()}
        >
          Call Staff
        </button>
      </div>
      {extending ? (
        <ExtendDialog
          token={token}
          onClose={() => setExtending(false)}
          onDone={(text, kind) => {
            setNotice({ kind, text });
            setExtending(false);
            props.onChanged();
          }}
        />
      ) : null}
    </div>
  );
}

const CHOICES = [30, 60, 90];

/** More time, paid with the card on file (or a link texted to the customer's phone). */
function ExtendDialog(props: { token: string; onClose: () => void; onDone: (text: string, kind: 'ok') => void }) {
  // One key per dialog: a double tap is one extension, one charge.
  const [key] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const extend = async (minutes: number) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await extendSession(props.token, minutes, `${key}-${minutes}`);
      props.onDone(answer.message, 'ok');
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <Dialog title="Extend your session" onClose={() => !busy && props.onClose()} testId="extend-dialog">
      <div className="stack">
        <p>Charged to the card on file. No card? We text you a link to extend on your phone.</p>
        {error ? <p className="alert alert-error">{error}</p> : null}
        <div className="bay-screen-actions">
          {CHOICES.map((m) => (
            <button
              key={m}
              type="button"
              className="btn btn-primary bay-screen-action"
              disabled={busy}
              onClick={() => void extend(m)}
            >
              +{m} min
            </button>
          ))}
        </div>
      </div>
    </Dialog>
  );
}
