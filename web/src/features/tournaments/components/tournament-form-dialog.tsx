import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import type { League, Tournament } from '@/lib/tournaments';
import { api, errorMessage } from '@/lib/api-client';
import { refreshAll } from './refresh-tournaments';

interface TournamentForm {
  name: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  format: 'single' | 'scramble';
  teamSize: string;
  maxParticipants: string;
  numberOfHoles: '9' | '18';
  holePars: string[];
  skinsEnabled: boolean;
  skinsPot: string;
  entryFee: string;
  reservationLength: string;
  leagueId: string;
}

const formOf = (t: Tournament | null): TournamentForm => ({
  name: t?.name ?? '',
  description: t?.description ?? '',
  date: t?.date ?? '',
  startTime: t?.startTime.slice(0, 5) ?? '18:00',
  endTime: t?.endTime.slice(0, 5) ?? '22:00',
  format: t?.format ?? 'scramble',
  teamSize: String(t?.teamSize ?? 2),
  maxParticipants: String(t?.maxParticipants ?? 12),
  numberOfHoles: t?.numberOfHoles === 18 ? '18' : '9',
  holePars: Array.from({ length: 18 }, (_, i) => String(t?.holePars[i] ?? 3)),
  skinsEnabled: t?.skinsEnabled ?? false,
  skinsPot: t?.skinsPot ?? '0.00',
  entryFee: t?.entryFee ?? '25.00',
  reservationLength: String(t?.reservationLength ?? 120),
  leagueId: t?.leagueId ?? '',
});

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const set = <K extends keyof TournamentForm>(key: K, value: TournamentForm[K]) => setForm({ ...form, [key]: value });
  const text = (key: 'name' | 'date' | 'startTime' | 'endTime' | 'teamSize' | 'maxParticipants') => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });
  const holes = Number(form.numberOfHoles);
  const save = async () => {
    setBusy(true);
    setError(null);
    const body = {
      name: form.name,
      description: form.description || null,
      date: form.date,
      startTime: form.startTime,
      endTime: form.endTime,
      format: form.format,
      teamSize: Number(form.teamSize),
      maxParticipants: Number(form.maxParticipants),
      numberOfHoles: holes,
      holePars: form.holePars.slice(0, holes).map(Number),
      skinsEnabled: form.skinsEnabled,
      skinsPot: form.skinsEnabled ? form.skinsPot : '0.00',
      entryFee: form.entryFee,
      reservationLength: Number(form.reservationLength),
      leagueId: form.leagueId || null,
    };
    try {
      const saved = tournament
        ? await api.put<Tournament>(`/api/admin/tournaments/${tournament.id}`, body)
        : await api.post<Tournament>('/api/admin/tournaments', body);
      toast({ title: tournament ? 'Tournament Saved' : 'Tournament Created', description: saved.name });
      await refreshAll(mutate);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
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
        <Field label="Name" {...text('name')} />
        <label className="field">
          <span className="label">Description</span>
          <textarea
            className="input"
            rows={2}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </label>
        <div className="form-grid-2">
          <Field label="Date" type="date" {...text('date')} />
          <label className="field">
            <span className="label">League</span>
            <select className="input" value={form.leagueId} onChange={(e) => set('leagueId', e.target.value)}>
              <option value="">No league</option>
              {leagues.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name} · {l.season}
                </option>
              ))}
            </select>
          </label>
          <Field label="Start time" type="time" {...text('startTime')} />
          <Field label="End time" type="time" {...text('endTime')} />
          <label className="field">
            <span className="label">Format</span>
            <select
              className="input"
              value={form.format}
              onChange={(e) => set('format', e.target.value as TournamentForm['format'])}
            >
              <option value="scramble">Scramble</option>
              <option value="single">Individual</option>
            </select>
          </label>
          <Field label="Team size" type="number" min={1} max={8} inputMode="numeric" {...text('teamSize')} />
          <Field label="Max participants" type="number" min={1} inputMode="numeric" {...text('maxParticipants')} />
          <label className="field">
            <span className="label">Reservation length</span>
            <select
              className="input"
              value={form.reservationLength}
              onChange={(e) => set('reservationLength', e.target.value)}
            >
              {[60, 90, 120, 150, 180, 240].map((m) => (
                <option key={m} value={String(m)}>
                  {m} minutes
                </option>
              ))}
            </select>
          </label>
          <Field
            label="Entry fee ($)"
            inputMode="decimal"
            value={form.entryFee}
            onChange={(e) => set('entryFee', e.target.value)}
          />
          <label className="field">
            <span className="label">Holes</span>
            <select
              className="input"
              value={form.numberOfHoles}
              onChange={(e) => set('numberOfHoles', e.target.value as '9' | '18')}
            >
              <option value="9">9 holes</option>
              <option value="18">18 holes</option>
            </select>
          </label>
        </div>
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="label">Par per hole</legend>
          <div className="hole-grid">
            {form.holePars.slice(0, holes).map((par, i) => (
              <label key={i} className="field hole-field">
                <span className="label">Hole {i + 1}</span>
                <input
                  className="input"
                  inputMode="numeric"
                  maxLength={1}
                  aria-label={`Par for hole ${i + 1}`}
                  value={par}
                  onChange={(e) => {
                    const pars = [...form.holePars];
                    pars[i] = e.target.value.replace(/\D/g, '');
                    set('holePars', pars);
                  }}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <label className="checkbox">
          <input type="checkbox" checked={form.skinsEnabled} onChange={(e) => set('skinsEnabled', e.target.checked)} />
          Skins game (a hole's skin goes to the one team with the lowest score)
        </label>
        {form.skinsEnabled ? (
          <Field
            label="Skins pot ($)"
            inputMode="decimal"
            value={form.skinsPot}
            onChange={(e) => set('skinsPot', e.target.value)}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
