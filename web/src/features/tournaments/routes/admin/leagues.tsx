import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { DataTable } from '@/components/admin/data-table';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { STATUS_BADGE, useLeagues, type League, type Tournament } from '@/lib/tournaments';
import { LeagueDialog } from '@/features/tournaments/components/league-form-dialog';
import { refreshAll } from '@/features/tournaments/components/refresh-tournaments';
import { TournamentDialog } from '@/features/tournaments/components/tournament-form-dialog';
import { api, errorMessage } from '@/lib/api-client';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

type AdminTournament = Tournament & { leagueName: string | null; registered: number; held: number };

const NEXT: Record<Tournament['status'], { to: Tournament['status']; label: string; confirm: string } | null> = {
  draft: {
    to: 'active',
    label: 'Publish',
    confirm: 'Publish it? Customers can then enter and post scores, and its terms can no longer be edited.',
  },
  active: { to: 'completed', label: 'Complete', confirm: 'Complete it? Scorecards close and the results are final.' },
  completed: null,
};

/** /admin/leagues: tournaments (create, edit while draft, publish, complete) and leagues (create, edit). */
export function LeaguesAdminPage() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [editing, setEditing] = useState<Tournament | 'new' | null>(null);
  const [editingLeague, setEditingLeague] = useState<League | 'new' | null>(null);
  const { leagues } = useLeagues();
  const { mutate } = useSWRConfig();
  const move = async (t: AdminTournament) => {
    const next = NEXT[t.status];
    if (!next || !window.confirm(`${t.name}: ${next.confirm}`)) return;
    try {
      await api.post(`/api/admin/tournaments/${t.id}/status`, { status: next.to });
      toast({ title: `Tournament ${next.to === 'active' ? 'Published' : 'Completed'}`, description: t.name });
      await refreshAll(mutate);
    } catch (e) {
      toast({ title: 'Status Change Failed', description: errorMessage(e), variant: 'destructive' });
    }
  };
  return (
    <div className="stack">
      <section className="stack" aria-labelledby="admin-tournaments-title">
        <div className="row" style={{ justifyContent: 'space-between' }}>
          <h1 id="admin-tournaments-title" style={{ margin: 0 }}>
            Tournaments &amp; Leagues
          </h1>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            New Tournament
          </button>
        </div>
        <div className="form-grid-2">
          <Field
            label="Search"
            placeholder="Tournament name"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <label className="field">
            <span className="label">Status</span>
            <select className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">All</option>
              <option value="draft">Draft</option>
              <option value="active">Active</option>
              <option value="completed">Completed</option>
            </select>
          </label>
        </div>
        <DataTable<AdminTournament>
          endpoint="/api/admin/tournaments"
          filters={{ status, search: deferred }}
          caption="Tournaments"
          empty="No tournaments yet."
          rowKey={(t) => t.id}
          csvName="tournaments.csv"
          columns={[
            {
              header: 'Tournament',
              sort: 'name',
              render: (t) => (
                <>
                  <strong>{t.name}</strong>
                  <div className="small muted">{t.leagueName ?? 'No league'}</div>
                </>
              ),
              csv: (t) => t.name,
            },
            {
              header: 'When',
              sort: 'date',
              render: (t) => `${formatLongDate(t.date)}, ${formatTime12(t.startTime)} – ${formatTime12(t.endTime)}`,
              csv: (t) => `${t.date} ${t.startTime}-${t.endTime}`,
            },
            {
              header: 'Status',
              sort: 'status',
              render: (t) => (
                <span className={t.status === 'active' ? 'badge' : 'badge badge-muted'}>
                  {STATUS_BADGE[t.status]}
                  {t.scorecardsLocked ? ' · locked' : ''}
                </span>
              ),
              csv: (t) => t.status,
            },
            {
              header: 'Entries',
              render: (t) => `${t.registered} of ${t.maxParticipants}${t.held ? ` (+${t.held} paying)` : ''}`,
              csv: (t) => t.registered,
            },
            { header: 'Entry fee', render: (t) => formatMoney(t.entryFee), csv: (t) => t.entryFee },
            {
              header: '',
              render: (t) => (
                <span className="row">
                  {t.status === 'draft' ? (
                    <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(t)}>
                      Edit
                    </button>
                  ) : null}
                  {NEXT[t.status] ? (
                    <button type="button" className="btn btn-primary btn-sm" onClick={() => void move(t)}>
                      {NEXT[t.status]!.label}
                    </button>
                  ) : null}
                  {t.status !== 'draft' ? (
                    <Link to={`/admin/tournament/${t.id}/scorecards`} className="btn btn-secondary btn-sm">
                      Scorecards
                    </Link>
                  ) : null}
                  <Link
                    to={`/admin/tournament-registrations?tournamentId=${encodeURIComponent(t.id)}`}
                    className="btn btn-secondary btn-sm"
                  >
                    Entries
                  </Link>
                </span>
              ),
            },
          ]}
        />
      </section>
      <section className="card stack" aria-labelledby="admin-leagues-title">
        <div className="row" style={{ justifyContent: 'space-between' }}>
          <h2 id="admin-leagues-title" style={{ margin: 0 }}>
            Leagues
          </h2>
          <button type="button" className="btn btn-secondary" onClick={() => setEditingLeague('new')}>
            New League
          </button>
        </div>
        {leagues.length === 0 ? (
          <p className="muted">No leagues yet. A league adds its tournaments up into season standings.</p>
        ) : (
          <ul className="booking-list">
            {leagues.map((l) => (
              <li key={l.id} className="booking-item">
                <div className="booking-when">
                  <strong>
                    {l.name} · {l.season}
                  </strong>
                  <div className="muted small">
                    {l.completedRounds ?? 0} of {l.rounds ?? 0} rounds completed · points {l.pointsByFinish.join(', ')}
                  </div>
                </div>
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditingLeague(l)}>
                  Edit
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing ? (
        <TournamentDialog
          tournament={editing === 'new' ? null : editing}
          leagues={leagues}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editingLeague ? (
        <LeagueDialog league={editingLeague === 'new' ? null : editingLeague} onClose={() => setEditingLeague(null)} />
      ) : null}
    </div>
  );
}
