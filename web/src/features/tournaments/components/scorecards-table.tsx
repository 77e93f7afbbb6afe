import type { Scorecard } from '@/lib/tournaments';
import { formatDateTime } from '@/lib/dates';

/** Every team's card, hole by hole, with its status and Correct. */
export function ScorecardsTable({
  cards,
  holes,
  onCorrect,
}: {
  cards: Scorecard[];
  holes: number;
  onCorrect: (card: Scorecard) => void;
}) {
  return (
    <section className="card stack" aria-labelledby="cards-title">
      <h2 id="cards-title" style={{ margin: 0 }}>
        Cards ({cards.length})
      </h2>
      {cards.length === 0 ? (
        <p className="muted">No scorecards yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="table table-compact">
            <caption className="visually-hidden">Scorecards</caption>
            <thead>
              <tr>
                <th scope="col">Team</th>
                {Array.from({ length: holes }, (_, i) => (
                  <th key={i} scope="col">
                    {i + 1}
                  </th>
                ))}
                <th scope="col">Total</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cards.map((c) => (
                <tr key={c.teamName}>
                  <th scope="row" data-label="Team">
                    {c.teamName}
                  </th>
                  {c.holes.slice(0, holes).map((h, i) => (
                    <td key={i} data-label={`Hole ${i + 1}`}>
                      {h || '–'}
                    </td>
                  ))}
                  <td data-label="Total">
                    <strong>{c.totalScore}</strong>
                  </td>
                  <td data-label="Status">
                    {c.isInProgress
                      ? 'Playing now'
                      : c.submittedAt
                        ? `Submitted ${formatDateTime(String(c.submittedAt))}`
                        : 'Pending'}
                  </td>
                  <td data-label="Actions">
                    <button type="button" className="btn btn-secondary btn-sm" onClick={() => onCorrect(c)}>
                      Correct
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
