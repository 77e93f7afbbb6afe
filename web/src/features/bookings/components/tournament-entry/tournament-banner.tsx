import { Link } from 'react-router-dom';
import { TrophyIcon } from '@/components/ui/icons';
import { formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { formatName, type Tournament } from '@/lib/tournaments';
import type { TournamentEntry } from './use-tournament-entry';

interface Props {
  e: TournamentEntry;
  tournaments: Tournament[];
  onRegularBooking: () => void;
}

/** The tournament-mode banner: which tournament (a picker when several), its facts and its state. */
export function TournamentBanner({ e, tournaments, onRegularBooking }: Props) {
  const { tournament, entry, fee } = e;
  return (
    <section className="card stack tournament-banner" aria-labelledby="tournament-title">
      {tournaments.length > 1 ? (
        <label className="field">
          <span className="label">Tournament</span>
          <select className="input" value={tournament.id} onChange={(ev) => e.chooseTournament(ev.target.value)}>
            {tournaments.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <h3 id="tournament-title" className="row" style={{ margin: 0, gap: 8 }}>
        <TrophyIcon size={20} /> {tournament.name}
      </h3>
      <p className="muted small" style={{ margin: 0 }}>
        {formatName(tournament)} · {tournament.numberOfHoles} holes · {formatTime12(tournament.startTime)} –{' '}
        {formatTime12(tournament.endTime)} · entry {formatMoney(fee)}
        {tournament.skinsEnabled ? ` · skins pot ${formatMoney(tournament.skinsPot)}` : ''}
        {entry ? ` · ${entry.placesLeft} of ${tournament.maxParticipants} places left` : ''}
      </p>
      {tournament.description ? (
        <p className="small" style={{ margin: 0 }}>
          {tournament.description}
        </p>
      ) : null}
      <div className="row small">
        <Link to={`/tournament/${tournament.id}/leaderboard`}>Leaderboard</Link>
        <button type="button" className="btn btn-link btn-sm" onClick={onRegularBooking}>
          Book a regular bay instead
        </button>
      </div>
      {e.registered ? (
        <p className="alert alert-success" role="status" style={{ margin: 0 }}>
          You are registered for this tournament. See you on the tee!
        </p>
      ) : e.full ? (
        <p className="alert alert-warn" role="status" style={{ margin: 0 }}>
          This tournament is full.
        </p>
      ) : null}
    </section>
  );
}
