import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import type { Tournament } from '@/lib/tournaments';
import { useLockScorecards } from '../api/lock-scorecards';

/** Whether the cards are open, and Lock/Unlock Scorecards with a reason. */
export function ScorecardsLockCard({ tournament }: { tournament: Tournament }) {
  const [lockReason, setLockReason] = useState('');
  const lock = useLockScorecards(tournament.id, () => setLockReason(''));
  const busy = lock.busy;
  const toggleLock = async () => {
    if (!lockReason.trim()) {
      toast({ title: 'Reason Needed', description: 'Please give a reason', variant: 'destructive' });
      return;
    }
    await lock.trigger({ locked: !tournament.scorecardsLocked, reason: lockReason });
  };
  return (
    <section className="card stack" aria-labelledby="lock-title">
      <h2 id="lock-title" style={{ margin: 0 }}>
        {tournament.scorecardsLocked ? 'Scorecards are locked' : 'Scorecards are open'}
      </h2>
      <p className="muted small" style={{ margin: 0 }}>
        {tournament.scorecardsLocked
          ? 'Nobody can submit or change a card; you can still correct one below.'
          : "A team's card is entered by its player, with its scorer code, or by staff (rate limited, every change kept with who made it)."}
      </p>
      <div className="row" style={{ alignItems: 'flex-end' }}>
        <Field label="Reason" value={lockReason} onChange={(e) => setLockReason(e.target.value)} />
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void toggleLock()}>
          {tournament.scorecardsLocked ? 'Unlock Scorecards' : 'Lock Scorecards'}
        </button>
      </div>
    </section>
  );
}
