import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { formatTime12 } from '@/lib/dates';
import type { PhoneUser } from '@/lib/session/phone-user';
import { PhoneSignInDialog } from '@/components/phone-sign-in/phone-sign-in-dialog';
import { joinWaitlist, MY_WAITLIST_KEY } from '../api/waitlist';

const ANY = '';

interface Props {
  date: string;
  /** The chosen start time, HH:MM. */
  time: string;
  duration: number;
  /** Every bay at that time, and whether it is free. */
  bays: Array<{ id: string; name: string; free: boolean }>;
  user: PhoneUser | null;
}

/**
 * "Notify me" in the booking modal, when the chosen time is taken on a bay (or on all of them): joins
 * the waitlist for that date, time and duration, on one taken bay or any bay. A freed slot is texted.
 */
export function NotifyMe({ date, time, duration, bays, user }: Props) {
  const taken = bays.filter((b) => !b.free);
  const allTaken = taken.length === bays.length;
  const [bayId, setBayId] = useState(allTaken ? ANY : (taken[0]?.id ?? ANY));
  const [signIn, setSignIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const selectId = useId();
  if (taken.length === 0) return null;

  const join = async () => {
    setBusy(true);
    try {
      await joinWaitlist({ date, earliestStart: time, latestStart: time, duration, bayId: bayId || null });
      await mutate(MY_WAITLIST_KEY);
      setJoined(`${formatTime12(time)}${bayId ? ` on ${bays.find((b) => b.id === bayId)?.name ?? 'that bay'}` : ''}`);
      toast({ title: "You're on the Waitlist", description: 'We will text you if this time frees up.' });
    } catch (e) {
      toast({ title: 'Could Not Join the Waitlist', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (joined)
    return (
      <p className="alert waitlist-notify" role="status" data-testid="waitlist-joined">
        You&apos;re on the waitlist for {joined}. We&apos;ll text you if it frees up; see it on{' '}
        <Link to="/my-account">your account</Link>.
      </p>
    );
  return (
    <div className="waitlist-notify stack" data-testid="waitlist-notify">
      <p className="small">
        {allTaken ? 'Every bay is taken at this time.' : 'Is the bay you want taken?'} Join the waitlist and we&apos;ll
        text you a link to book it if it frees up.
      </p>
      <div className="row">
        <label htmlFor={selectId} className="small">
          Bay
        </label>
        <select id={selectId} className="input" value={bayId} onChange={(e) => setBayId(e.target.value)}>
          <option value={ANY}>Any bay</option>
          {taken.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => (user ? void join() : setSignIn(true))}
        >
          {busy ? 'Joining…' : 'Notify me'}
        </button>
      </div>
      {signIn ? (
        <PhoneSignInDialog
          reason="Sign in or create an account to join the waitlist."
          onClose={() => setSignIn(false)}
          onSignedIn={() => {
            setSignIn(false);
            void join();
          }}
        />
      ) : null}
    </div>
  );
}
