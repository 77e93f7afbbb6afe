import { Link } from 'react-router-dom';
import { TrophyIcon } from '@/components/ui/icons';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/** What the home page lists of a tournament open for entry. */
export interface OpenTournament {
  id: string;
  name: string;
  date: string;
  startTime: string;
  entryFee: string;
}

/** Already a customer?: the way to sign in, for a visitor. */
export function LoginCard() {
  return (
    <section className="card login-card" aria-labelledby="login-card-title">
      <h2 id="login-card-title" className="card-title">
        Already a customer?
      </h2>
      <p className="card-subtitle">Sign in with your phone to use credits, coupons and your saved details.</p>
      <Link to="/phone-login" className="btn btn-secondary btn-block">
        Customer Login
      </Link>
    </section>
  );
}

/** The next tournaments open for entry: Enter opens the day's booking modal in tournament mode. */
export function HomeTournaments({
  open,
  today,
  onEnter,
}: {
  open: OpenTournament[];
  today: string;
  onEnter: (date: string) => void;
}) {
  return (
    <section className="card" aria-labelledby="tournaments-card-title" data-testid="home-tournaments">
      <h2 id="tournaments-card-title" className="card-title">
        <TrophyIcon /> Tournaments
      </h2>
      <ul className="plain-list stack">
        {open.slice(0, 3).map((t) => (
          <li key={t.id} className="stack" style={{ gap: 4 }}>
            <strong style={{ display: 'block' }}>{t.name}</strong>
            <span className="muted small" style={{ display: 'block', marginTop: 2 }}>
              {t.date === today ? 'Today' : formatLongDate(t.date)} · {formatTime12(t.startTime)} · entry{' '}
              {formatMoney(t.entryFee)}
            </span>
            <span className="row">
              <button type="button" className="btn btn-primary btn-sm" onClick={() => onEnter(t.date)}>
                Enter
              </button>
              <Link to={`/tournament/${t.id}/leaderboard`} className="btn btn-secondary btn-sm">
                Leaderboard
              </Link>
            </span>
          </li>
        ))}
      </ul>
      <Link to="/leagues" className="small">
        All tournaments and leagues
      </Link>
    </section>
  );
}

/** How it works, in three steps. */
export function HowItWorks() {
  return (
    <section className="card info-card" aria-labelledby="how-title">
      <h2 id="how-title" className="card-title">
        How it works
      </h2>
      <ol className="how-list">
        <li>Pick a date on the calendar.</li>
        <li>Choose a start time, 1–4 hours and a bay.</li>
        <li>Sign in with a text code and pay — done.</li>
      </ol>
    </section>
  );
}
