import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useBaySession, useDeviceToken, useServerNow } from '../api/bay-agent';
import { BetweenSessions } from '../components/between-sessions';
import { SessionView } from '../components/session-view';
import '../components/bay-screen.css';

/**
 * /bay/:deviceId — the bay's kiosk screen, signed in by its device token (from the pairing link's
 * ?token= or pasted once; kept in this browser). Shows who is playing and the time left, or the next
 * booking and a QR code to book.
 */
export function BayScreenPage() {
  const { deviceId = '' } = useParams();
  const [token, setToken] = useDeviceToken(deviceId);
  const { data, error, mutate } = useBaySession(token);
  const serverNow = useServerNow(data?.offsetMs ?? 0);
  const refused = error instanceof ApiError && error.status === 401;
  // The session ended on the screen's clock: ask the server what is next.
  const over = Boolean(data?.current && Date.parse(data.current.endsAt) <= serverNow);
  useEffect(() => {
    if (over) void mutate();
  }, [over, mutate]);
  if (!token || refused) return <TokenForm refused={refused} onToken={(t) => setToken(t)} />;
  return (
    <div className="bay-screen" data-testid="bay-screen">
      <header className="bay-screen-header">
        <p className="bay-screen-bay">{data?.bay.name ?? ''}</p>
      </header>
      {error ? <p className="alert alert-error">{errorMessage(error)}</p> : null}
      {!data ? <Spinner /> : null}
      {data?.current ? (
        <SessionView token={token} session={data.current} serverNow={serverNow} onChanged={() => void mutate()} />
      ) : data ? (
        <BetweenSessions next={data.next} />
      ) : null}
    </div>
  );
}

function TokenForm({ refused, onToken }: { refused: boolean; onToken: (token: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <div className="bay-screen">
      <form
        className="stack narrow-page"
        onSubmit={(e) => {
          e.preventDefault();
          if (value.trim()) onToken(value.trim());
        }}
      >
        <h1>Set up this bay screen</h1>
        {refused ? (
          <p className="alert alert-error">This screen&apos;s token was refused: it may have been revoked.</p>
        ) : null}
        <p>Paste the device token shown when this screen was paired (Admin → Bay Management → Pair a Device).</p>
        <label className="field">
          <span>Device token</span>
          <input className="input" value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
        </label>
        <div>
          <button type="submit" className="btn btn-primary">
            Connect Screen
          </button>
        </div>
      </form>
    </div>
  );
}
