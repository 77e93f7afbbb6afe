import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable } from '@/components/admin/data-table';
import { STATUS_BADGE, type Tournament } from '@/lib/tournaments';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useChangeTournamentStatus } from '../api/change-tournament-status';

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

/** The admin tournaments list (filtered, paged, CSV) with Edit, Publish/Complete, Scorecards and Entries. */
export function AdminTournamentsTable({
  status,
  search,
  onEdit,
}: {
  status: string;
  search: string;
  onEdit: (t: Tournament) => void;
}) {
  const changeStatus = useChangeTournamentStatus();
  const [confirming, setConfirming] = useState<AdminTournament | null>(null);
  const move = (t: AdminTournament) => {
    if (NEXT[t.status]) setConfirming(t);
  };
  const next = confirming ? NEXT[confirming.status] : null;
  return (
    <>
      {confirming && next ? (
        <ConfirmDialog
          title={`${next.label} ${confirming.name}`}
          confirmLabel={next.label}
          onConfirm={() => changeStatus.trigger({ tournament: confirming, to: next.to })}
          onClose={() => setConfirming(null)}
        >
          <p>{next.confirm}</p>
        </ConfirmDialog>
      ) : null}
      <DataTable<AdminTournament>
        endpoint="/api/admin/tournaments"
        filters={{ status, search }}
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
                  <button type="button" className="btn btn-secondary btn-sm" onClick={() => onEdit(t)}>
                    Edit
                  </button>
                ) : null}
                {NEXT[t.status] ? (
                  <button type="button" className="btn btn-primary btn-sm" onClick={() => move(t)}>
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
    </>
  );
}
