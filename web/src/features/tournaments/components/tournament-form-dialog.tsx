import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import type { League, Tournament } from '@/lib/tournaments';
import { errorMessage } from '@/lib/api-client';
import { useSaveTournament } from '../api/save-tournament';
import { bodyOf, formOf, type SetField } from './tournament-form';
import { ParsAndSkinsFields, TournamentTermsFields } from './tournament-form-fields';

export function TournamentDialog({
  tournament,
  leagues,
  onClose,
}: {
  tournament: Tournament | null;
  leagues: League[];
  onClose: () => void;
}) {
  const [form, setForm] = useState(() => formOf(tournament));
  const saveTournament = useSaveTournament(onClose);
  const busy = saveTournament.busy;
  const error = saveTournament.error ? errorMessage(saveTournament.error) : null;
  const set: SetField = (key, value) => setForm({ ...form, [key]: value });
  const save = () => saveTournament.trigger({ id: tournament?.id, body: bodyOf(form) });
  return (
    <Dialog
      title={tournament ? `Edit ${tournament.name}` : 'New Tournament'}
      description="Saved as a draft; publish it when entries should open."
      onClose={onClose}
      size="lg"
      testId="tournament-dialog"
      footer={
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : tournament ? 'Save Tournament' : 'Create Tournament'}
        </button>
      }
    >
      <div className="stack">
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        <Field label="Name" value={form.name} onChange={(e) => set('name', e.target.value)} />
        <label className="field">
          <span className="label">Description</span>
          <textarea
            className="input"
            rows={2}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </label>
        <TournamentTermsFields form={form} set={set} leagues={leagues} />
        <ParsAndSkinsFields form={form} set={set} />
      </div>
    </Dialog>
  );
}
