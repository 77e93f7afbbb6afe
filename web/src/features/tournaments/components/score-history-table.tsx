import type { Scorecard } from '@/lib/tournaments';
import { formatDateTime } from '@/lib/dates';
import { KIND, describe, sourceOf, type ScoreChange } from '../routes/admin/tournament-score-changes';

/** The scorecard changes, newest first: when, team, what, scores, who and why. */
export function ScoreHistoryTable({
  changes,
  cards,
  holes,
}: {
  changes: ScoreChange[] | null | undefined;
  cards: Scorecard[];
  holes: number;
}) {
  return (
    <section className="card stack" aria-labelledby="history-title">
      <h2 id="history-title" style={{ margin: 0 }}>
        History
      </h2>
      {!changes?.length ? (
        <p className="muted">No changes yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Scorecard history</caption>
            <thead>
              <tr>
                {['When', 'Team', 'What', 'Scores', 'By', 'Reason'].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...changes].reverse().map((c, i) => (
                <tr key={i}>
                  <td data-label="When">{formatDateTime(c.at)}</td>
                  <td data-label="Team">
                    {cards.find((card) => card.teamName.toLowerCase() === c.teamKey)?.teamName ?? c.teamKey ?? '—'}
                  </td>
                  <td data-label="What">{KIND[c.kind] ?? c.kind}</td>
                  <td data-label="Scores">{describe(c, holes) || '—'}</td>
                  <td data-label="By">{sourceOf(c)}</td>
                  <td data-label="Reason">{c.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
