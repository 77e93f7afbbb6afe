import { Field } from '@/components/ui/field';
import type { League } from '@/lib/tournaments';
import type { SetField, TournamentForm } from './tournament-form';
import { currencySymbol } from '@/lib/money';

interface Props {
  form: TournamentForm;
  set: SetField;
}

/** When, which league, the format, team size, places, bay time, fee and the number of holes. */
export function TournamentTermsFields({ form, set, leagues }: Props & { leagues: League[] }) {
  const text = (key: 'date' | 'startTime' | 'endTime' | 'teamSize' | 'maxParticipants') => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });
  return (
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
        label={`Entry fee (${currencySymbol()})`}
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
  );
}

/** The par of each hole played, and the skins game with its pot. */
export function ParsAndSkinsFields({ form, set }: Props) {
  const holes = Number(form.numberOfHoles);
  return (
    <>
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
          label={`Skins pot (${currencySymbol()})`}
          inputMode="decimal"
          value={form.skinsPot}
          onChange={(e) => set('skinsPot', e.target.value)}
        />
      ) : null}
    </>
  );
}
