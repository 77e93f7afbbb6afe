import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import type { Scorecard } from '@/lib/tournaments';
import { errorMessage } from '@/lib/api-client';
import { useCorrectScorecard } from '../api/correct-scorecard';

/** Replaces a team's card with a reason (the original stays in the history). */
export function CorrectDialog({
  tournamentId,
  card,
  holes,
  onClose,
}: {
  tournamentId: string;
  card: Scorecard;
  holes: number;
  onClose: () => void;
}) {
  const [scores, setScores] = useState(() => card.holes.slice(0, holes).map(String));
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const correct = useCorrectScorecard(tournamentId, onClose);
  const busy = correct.busy;
  const error = invalid ?? (correct.error ? errorMessage(correct.error) : null);
  const total = scores.reduce((sum, s) => sum + (Number(s) || 0), 0);
  const save = async () => {
    if (!reason.trim()) return setInvalid('Please give a reason');
    setInvalid(null);
    await correct.trigger({ tournamentId, teamName: card.teamName, reason, holes: scores.map((s) => Number(s) || 0) });
  };
  return (
    <Dialog
      title={`Correct ${card.teamName}`}
      description="The card is replaced; the original and your reason stay in the history."
      onClose={onClose}
      size="lg"
      testId="correct-dialog"
      footer={
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save Correction'}
        </button>
      }
    >
      <div className="stack">
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="hole-grid">
          {scores.map((s, i) => (
            <label key={i} className="field hole-field">
              <span className="label">Hole {i + 1}</span>
              <input
                className="input"
                type="number"
                min={0}
                max={20}
                step={1}
                inputMode="numeric"
                maxLength={2}
                value={s}
                onChange={(e) => {
                  const digits = e.target.value.replace(/\D/g, '');
                  const next = [...scores];
                  next[i] = digits === '' ? '' : String(Math.min(20, Number(digits)));
                  setScores(next);
                }}
              />
            </label>
          ))}
        </div>
        <p style={{ margin: 0 }}>
          Total: <strong>{total}</strong>
        </p>
        <Field label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
    </Dialog>
  );
}
