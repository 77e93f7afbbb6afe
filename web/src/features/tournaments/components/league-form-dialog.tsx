import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import type { League } from '@/lib/tournaments';
import { errorMessage } from '@/lib/api-client';
import { useSaveLeague } from '../api/save-league';

export function LeagueDialog({ league, onClose }: { league: League | null; onClose: () => void }) {
  const [name, setName] = useState(league?.name ?? '');
  const [season, setSeason] = useState(league?.season ?? String(new Date().getFullYear()));
  const [description, setDescription] = useState(league?.description ?? '');
  const [pointsText, setPoints] = useState((league?.pointsByFinish ?? [10, 8, 6, 5, 4, 3, 2, 1]).join(', '));
  const [invalid, setInvalid] = useState<string | null>(null);
  const saveLeague = useSaveLeague(onClose);
  const busy = saveLeague.busy;
  const error = invalid ?? (saveLeague.error ? errorMessage(saveLeague.error) : null);
  const save = async () => {
    const pointsByFinish = pointsText
      .split(/[,\s]+/)
      .filter(Boolean)
      .map(Number);
    if (pointsByFinish.some((n) => !Number.isFinite(n) || n < 0))
      return setInvalid('Points by finish is a list of numbers, 1st place first (e.g. 10, 8, 6)');
    setInvalid(null);
    await saveLeague.trigger({
      id: league?.id,
      body: { name, season, description: description || null, pointsByFinish },
    });
  };
  return (
    <Dialog
      title={league ? `Edit ${league.name}` : 'New League'}
      description="A league adds up its tournaments' results into season standings."
      onClose={onClose}
      testId="league-dialog"
      footer={
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save League'}
        </button>
      }
    >
      <div className="stack">
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        <Field label="Season" value={season} onChange={(e) => setSeason(e.target.value)} />
        <Field label="Description" value={description} onChange={(e) => setDescription(e.target.value)} />
        <Field
          label="Points by finish"
          value={pointsText}
          onChange={(e) => setPoints(e.target.value)}
          hint="1st place first. Places past the list score 0; tied teams share the points of the places they cover."
        />
      </div>
    </Dialog>
  );
}
