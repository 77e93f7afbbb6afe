import { useDeferredValue, useState } from 'react';
import { Field } from '@/components/ui/field';
import { useLeagues, type League, type Tournament } from '@/lib/tournaments';
import { AdminTournamentsTable } from '@/features/tournaments/components/admin-tournaments-table';
import { LeagueDialog } from '@/features/tournaments/components/league-form-dialog';
import { LeaguesCard } from '@/features/tournaments/components/leagues-card';
import { TournamentDialog } from '@/features/tournaments/components/tournament-form-dialog';

/** /admin/leagues: tournaments (create, edit while draft, publish, complete) and leagues (create, edit). */
export function LeaguesAdminPage() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [editing, setEditing] = useState<Tournament | 'new' | null>(null);
  const [editingLeague, setEditingLeague] = useState<League | 'new' | null>(null);
  const { leagues } = useLeagues();
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
        <AdminTournamentsTable status={status} search={deferred} onEdit={setEditing} />
      </section>
      <LeaguesCard leagues={leagues} onEdit={setEditingLeague} />
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
