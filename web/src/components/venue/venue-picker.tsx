import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { chooseVenue, useVenues } from '@/lib/venues';

interface Bay {
  id: string;
  name: string;
  isActive?: boolean;
}

/**
 * The home page's venue picker, shown when the deployment has more than one venue: which venue the
 * calendar books at, its address, time zone and bays. Choosing another reloads the page at that venue.
 */
export function VenuePicker() {
  const answer = useVenues();
  const several = Boolean(answer && answer.venues.length > 1);
  const { data: bays } = useSWR(several ? '/api/bays' : null, (k: string) => api.get<Bay[]>(k));
  if (!answer || !several) return null;
  const current = answer.venues.find((v) => v.id === answer.current) ?? answer.venues[0];
  const active = (bays ?? []).filter((b) => b.isActive !== false);
  return (
    <section className="card venue-picker" aria-labelledby="venue-picker-title" data-testid="venue-picker">
      <h2 id="venue-picker-title" className="card-title">
        Choose your venue
      </h2>
      <label className="venue-picker-field">
        <span className="muted small">Venue</span>
        <select
          aria-label="Venue"
          value={current.id}
          onChange={(e) => {
            if (e.target.value !== current.id) chooseVenue(answer, e.target.value);
          }}
        >
          {answer.venues.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </label>
      <div className="venue-picker-current" data-testid="current-venue">
        <strong data-testid="current-venue-name">{current.name}</strong>
        {current.address ? <span className="muted small">{current.address}</span> : null}
        <span className="muted small">Times shown in {current.timeZone.replace(/_/g, ' ')}</span>
      </div>
      {bays ? (
        <ul className="venue-picker-bays plain-list" aria-label={`Bays at ${current.name}`}>
          {active.map((b) => (
            <li key={b.id}>{b.name}</li>
          ))}
          {active.length === 0 ? <li className="muted small">No bays open for booking yet.</li> : null}
        </ul>
      ) : null}
    </section>
  );
}
