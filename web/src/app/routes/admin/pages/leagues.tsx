import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { DataTable } from '@/components/admin/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { STATUS_BADGE, useLeagues, type League, type Tournament } from '@/features/tournaments/api/tournaments';
import { api, errorMessage } from '@/lib/api-client';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

type AdminTournament = Tournament & { leagueName: string | null; registered: number; held: number };

const refreshAll = (mutate: ReturnType<typeof useSWRConfig>['mutate']) =>
  mutate(
    (k) =>
      typeof k === 'string' &&
      (k.startsWith('/api/admin/tournaments') || k.startsWith('/api/tournaments') || k.startsWith('/api/leagues')),
  );

const NEXT: Record<Tournament['status'], { to: Tournament['status']; label: string; confirm: string } | null> = {
  draft: {
    to: 'active',
    label: 'Publish',
    confirm: 'Publish it? Customers can then enter and post scores, and its terms can no longer be edited.',
  },
  active: { to: 'completed', label: 'Complete', confirm: 'Complete it? Scorecards close and the results are final.' },
  completed: null,
};

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

function TournamentDialog({
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

function LeagueDialog({ league, onClose }: { league: League | null; onClose: () => void }) {
  const [name, setName] = useState(league?.name ?? '');
  const [season, setSeason] = useState(league?.season ?? String(new Date().getFullYear()));
  const [description, setDescription] = useState(league?.description ?? '');
  const [pointsText, setPoints] = useState((league?.pointsByFinish ?? [10, 8, 6, 5, 4, 3, 2, 1]).join(', '));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const save = async () => {
    const pointsByFinish = pointsText
      .split(/[,\s]+/)
      .filter(Boolean)
      .map(Number);
    if (pointsByFinish.some((n) => !Number.isFinite(n) || n < 0))
      return setError('Points by finish is a list of numbers, 1st place first (e.g. 10, 8, 6)');
    setBusy(true);
    setError(null);
    try {
      const body = { name, season, description: description || null, pointsByFinish };
      if (league) await api.put(`/api/admin/leagues/${league.id}`, body);
      else await api.post('/api/admin/leagues', body);
      toast({ title: league ? 'League Saved' : 'League Created', description: `${name} · ${season}` });
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
      title={league ? `Edit ${league.name}` : 'New League'}
      description="A league adds up its tournaments' results into season standings."
      onClose={onClose}
      testId="league-dialog"
      footer={
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save League'}
        </button>
      }
    >
      <div className="stack">
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        <Field label="Season" value={season} onChange={(e) => setSeason(e.target.value)} />
        <Field label="Description" value={description} onChange={(e) => setDescription(e.target.value)} />
        <Field
          label="Points by finish"
          value={pointsText}
          onChange={(e) => setPoints(e.target.value)}
          hint="1st place first. Places past the list score 0; tied teams share the points of the places they cover."
        />
      </div>
    </Dialog>
  );
}

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
