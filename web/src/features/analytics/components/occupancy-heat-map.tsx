import type { AnalyticsReport, HeatCell } from '@contracts/analytics/analytics';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const hourLabel = (h: number) => `${((h + 11) % 12) + 1}${h < 12 ? 'am' : 'pm'}`;

/** Green when quiet to deep red when full; the number is always written in the cell too. */
function colour(percent: number): string {
  const p = Math.max(0, Math.min(100, percent));
  return `hsl(${Math.round(120 - p * 1.2)} 70% ${Math.round(92 - p * 0.35)}%)`;
}

/**
 * Occupancy by weekday and hour as a table: a screen reader reads "Saturday, 6pm: 50%". Only the
 * hours the venue is open (or anything was booked) get a column.
 */
export function OccupancyHeatMap({ occupancy }: { occupancy: AnalyticsReport['occupancy'] }) {
  const cells = new Map(occupancy.cells.map((c) => [`${c.weekday}-${c.hour}`, c]));
  const hours = [
    ...new Set(occupancy.cells.filter((c) => c.capacityMinutes > 0 || c.bookedMinutes > 0).map((c) => c.hour)),
  ].sort((a, b) => a - b);
  if (hours.length === 0) return <p className="field-hint">No opening hours in this range.</p>;
  return (
    <div className="table-scroll">
      <table className="table table-grid heat-map">
        <caption className="visually-hidden">Occupancy by weekday and hour, in percent of open bay time</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {hours.map((h) => (
              <th key={h} scope="col">
                {hourLabel(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day, i) => (
            <tr key={day}>
              <th scope="row">
                <abbr title={day}>{day.slice(0, 3)}</abbr>
              </th>
              {hours.map((h) => (
                <HeatCellView key={h} cell={cells.get(`${i + 1}-${h}`)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HeatCellView({ cell }: { cell: HeatCell | undefined }) {
  if (!cell || cell.percent === null)
    return (
      <td className="heat-closed">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">closed</span>
      </td>
    );
  return (
    <td
      style={{ background: colour(cell.percent) }}
      title={`${Math.round(cell.bookedMinutes / 60)} of ${Math.round(cell.capacityMinutes / 60)} bay hours`}
    >
      {Math.round(cell.percent)}%
    </td>
  );
}
