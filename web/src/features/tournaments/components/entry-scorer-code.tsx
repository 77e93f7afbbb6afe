import { useMyEntries } from '@/lib/tournaments';

interface Props {
  /** The entry's bay booking (the receipt's booking). */
  bookingId: string;
  /** The booking's owner: the server answers their entries to them or to staff only. */
  userId: string;
}

/** The receipt's tournament rows: the team the entry plays as and its scorer code, for teammates at the bay. */
export function EntryScorerCode({ bookingId, userId }: Props) {
  const entry = useMyEntries(userId).find((r) => r.entry.bookingId === bookingId)?.entry;
  if (!entry) return null;
  return (
    <>
      <div>
        <dt>Team</dt>
        <dd data-testid="team-name">{entry.teamName}</dd>
      </div>
      <div>
        <dt>Scorer code</dt>
        <dd>
          <strong className="scorer-code" data-testid="scorer-code">
            {entry.scorerCode}
          </strong>{' '}
          <span className="muted small">Give this code to teammates who score at the bay without signing in.</span>
        </dd>
      </div>
    </>
  );
}
