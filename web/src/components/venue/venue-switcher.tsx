import { chooseVenue, useMyAdminVenues, useVenues } from '@/lib/venues';

/**
 * The admin shell's venue: every admin page shows and changes the venue it is at. The switcher offers
 * only the venues where this user is an admin (roles are per venue). Hidden with a single venue.
 */
export function VenueSwitcher() {
  const answer = useVenues();
  const several = Boolean(answer && answer.venues.length > 1);
  const adminOf = useMyAdminVenues(several);
  if (!answer || !several) return null;
  const current = answer.venues.find((v) => v.id === answer.current) ?? answer.venues[0];
  const choices = adminOf && adminOf.some((v) => v.id === current.id) ? adminOf : [current, ...(adminOf ?? [])];
  return (
    <div className="admin-venue" data-testid="admin-venue">
      <span className="muted small">Venue</span>
      {choices.length > 1 ? (
        <select
          aria-label="Admin venue"
          value={current.id}
          onChange={(e) => {
            if (e.target.value !== current.id) chooseVenue(answer, e.target.value);
          }}
        >
          {choices.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      ) : (
        <strong>{current.name}</strong>
      )}
    </div>
  );
}
