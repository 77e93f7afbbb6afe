import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable } from '@/components/admin/data-table';
import { Field } from '@/components/ui/field';
import { useTournaments } from '@/lib/tournaments';
import { formatDateTime, formatLongDate, formatTime12 } from '@/lib/dates';

interface Registration {
  entryId: string;
  tournamentId: string;
  tournamentName: string;
  tournamentDate: string;
  userId: string;
  name: string;
  /** The team the entry plays as, and the code printed for it (visitors at the bay enter it). */
  teamName: string;
  scorerCode: string;
  phoneNumber: string | null;
  email: string | null;
  bookingId: string;
  bayName: string | null;
  startTime: string;
  status: 'held' | 'registered';
  registeredAt: string | null;
  createdAt: string;
}

/** /admin/tournament-registrations: who entered which tournament, their tee time and bay; paged, CSV. */
export function TournamentRegistrationsPage() {
  const [params, setParams] = useSearchParams();
  const tournamentId = params.get('tournamentId') ?? '';
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { tournaments } = useTournaments();
  const chosen = tournaments.find((t) => t.id === tournamentId);
  return (
    <section className="stack" aria-labelledby="registrations-title">
      <h1 id="registrations-title" style={{ margin: 0 }}>
        Tournament Registrations
      </h1>
      {chosen ? (
        <p className="muted" style={{ margin: 0 }}>
          {chosen.name}: {formatLongDate(chosen.date)}, {chosen.maxParticipants} places.{' '}
          <Link to={`/tournament/${chosen.id}/leaderboard`}>Leaderboard</Link>
        </p>
      ) : null}
      <div className="form-grid-2">
        <label className="field">
          <span className="label">Tournament</span>
          <select
            className="input"
            value={tournamentId}
            onChange={(e) => setParams(e.target.value ? { tournamentId: e.target.value } : {}, { replace: true })}
          >
            <option value="">All tournaments</option>
            {[...tournaments].reverse().map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.date})
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="label">Status</span>
          <select className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            <option value="registered">Registered (paid)</option>
            <option value="held">Paying now</option>
          </select>
        </label>
        <Field
          label="Search"
          placeholder="Name, phone or email"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <DataTable<Registration>
        endpoint="/api/admin/tournament-registrations"
        filters={{ tournamentId, status, search: deferred }}
        caption="Tournament registrations"
        empty={tournamentId ? 'Nobody has entered this tournament yet.' : 'No tournament entries yet.'}
        rowKey={(r) => r.entryId}
        csvName="tournament-registrations.csv"
        columns={[
          {
            header: 'Player',
            render: (r) => (
              <>
                <strong>{r.name || 'Unnamed'}</strong>
                {r.email ? <div className="small muted">{r.email}</div> : null}
              </>
            ),
            csv: (r) => r.name,
          },
          { header: 'Team', render: (r) => r.teamName, csv: (r) => r.teamName },
          {
            header: 'Scorer code',
            render: (r) => <code>{r.scorerCode}</code>,
            csv: (r) => r.scorerCode,
          },
          { header: 'Phone', render: (r) => r.phoneNumber ?? '—', csv: (r) => r.phoneNumber },
          {
            header: 'Tournament',
            render: (r) => `${r.tournamentName}, ${formatLongDate(r.tournamentDate)}`,
            csv: (r) => `${r.tournamentName} ${r.tournamentDate}`,
          },
          {
            header: 'Tee time',
            sort: 'startTime',
            render: (r) => `${formatTime12(r.startTime)}${r.bayName ? ` · ${r.bayName}` : ''}`,
            csv: (r) => `${r.startTime} ${r.bayName ?? ''}`.trim(),
          },
          {
            header: 'Status',
            render: (r) => (
              <span className={r.status === 'registered' ? 'badge' : 'badge badge-muted'}>
                {r.status === 'registered' ? 'Registered' : 'Paying now'}
              </span>
            ),
            csv: (r) => r.status,
          },
          {
            header: 'Registered',
            sort: 'registeredAt',
            render: (r) => (r.registeredAt ? formatDateTime(r.registeredAt) : '—'),
            csv: (r) => r.registeredAt,
          },
        ]}
      />
    </section>
  );
}
