import { formatTime12, toMinutes } from '@/lib/dates';
import { paymentLabel, statusLabel, type TeeSheet } from '../api/admin-bookings';
import './admin-bookings.css';

interface Props {
  sheet: TeeSheet;
  onBooking: (id: string) => void;
  onEmpty: (cell: { bayId: string; time: string }) => void;
}

/**
 * Bays across, time slots down; each booking a block spanning its rows. Empty cells start a desk
 * booking there. The grid scrolls inside its own wrapper, so a phone never scrolls the page sideways.
 */
export function TeeSheetGrid({ sheet, onBooking, onEmpty }: Props) {
  const { slots, intervalMinutes } = sheet.hours;
  const first = slots.length ? toMinutes(slots[0]) : 0;
  const rowOf = (time: string) => Math.floor((toMinutes(time) - first) / intervalMinutes) + 2;
  const column = new Map(sheet.bays.map((b, i) => [b.id, i + 2]));
  const covered = new Set<string>();
  for (const b of sheet.bookings) {
    if (b.status === 'no_show') continue;
    for (const slot of slots)
      if (slot >= b.startTime && slot < (b.endTime > b.startTime ? b.endTime : '24:00'))
        covered.add(`${b.bay.id}|${slot}`);
  }
  return (
    <div className="tee-sheet-scroll" data-testid="tee-sheet-scroll">
      <div
        className="tee-sheet"
        role="group"
        aria-label={`Tee sheet for ${sheet.date}`}
        style={{
          // Six bays fit beside the admin menu at 1280 px; narrower windows scroll the grid sideways.
          gridTemplateColumns: `4.5rem repeat(${sheet.bays.length}, minmax(7.5rem, 1fr))`,
          minWidth: `calc(4.5rem + ${sheet.bays.length} * 7.5rem)`,
          gridTemplateRows: `auto repeat(${slots.length}, 2.5rem)`,
        }}
      >
        <div className="tee-sheet-head" style={{ gridColumn: 1, gridRow: 1 }}>
          Time
        </div>
        {sheet.bays.map((bay) => (
          <div key={bay.id} className="tee-sheet-head" style={{ gridColumn: column.get(bay.id), gridRow: 1 }}>
            {bay.name}
          </div>
        ))}
        {slots.map((time) => (
          <div key={time} className="tee-sheet-time" style={{ gridColumn: 1, gridRow: rowOf(time) }}>
            {formatTime12(time)}
          </div>
        ))}
        {slots.flatMap((time) =>
          sheet.bays.map((bay) =>
            covered.has(`${bay.id}|${time}`) ? null : (
              <button
                key={`${bay.id}|${time}`}
                type="button"
                className="tee-sheet-cell"
                style={{ gridColumn: column.get(bay.id), gridRow: rowOf(time) }}
                aria-label={`Book ${bay.name} at ${formatTime12(time)}`}
                onClick={() => onEmpty({ bayId: bay.id, time })}
              />
            ),
          ),
        )}
        {sheet.bookings
          .filter((b) => column.has(b.bay.id))
          .map((b) => {
            const start = Math.max(rowOf(b.startTime), 2);
            const end = b.endTime > b.startTime ? rowOf(b.endTime) : slots.length + 2;
            return (
              <button
                key={b.id}
                type="button"
                className="tee-sheet-block"
                data-status={b.status}
                style={{ gridColumn: column.get(b.bay.id), gridRow: `${start} / ${Math.max(end, start + 1)}` }}
                aria-label={`${b.customer.name}, ${b.bay.name} ${formatTime12(b.startTime)} to ${formatTime12(b.endTime)}, ${statusLabel(b.status)}, ${b.paid ? 'paid' : 'not paid'}`}
                onClick={() => onBooking(b.id)}
              >
                <strong>{b.customer.name}</strong>
                <span>
                  {formatTime12(b.startTime)}–{formatTime12(b.endTime)} · {statusLabel(b.status)} ·{' '}
                  {b.paid ? paymentLabel(b.paymentStatus) : 'Unpaid'}
                </span>
              </button>
            );
          })}
        <BufferBlocks sheet={sheet} rowOf={rowOf} column={column} />
      </div>
    </div>
  );
}

/**
 * The bay's cleaning time after each live booking: a hatched strip below the booking, as tall as the
 * buffer is long. It is not clickable; the cell beneath stays a desk-booking button.
 */
function BufferBlocks({
  sheet,
  rowOf,
  column,
}: {
  sheet: TeeSheet;
  rowOf: (time: string) => number;
  column: Map<string, number>;
}) {
  const { slots, intervalMinutes } = sheet.hours;
  const bufferOf = new Map(sheet.bays.map((b) => [b.id, b.bufferMinutes ?? 0]));
  const lastRow = slots.length + 2;
  return sheet.bookings.map((b) => {
    const buffer = bufferOf.get(b.bay.id) ?? 0;
    if (!buffer || b.status === 'no_show' || !column.has(b.bay.id) || b.endTime <= b.startTime) return null;
    const from = rowOf(b.endTime);
    if (from >= lastRow) return null;
    const rows = Math.ceil(buffer / intervalMinutes);
    const to = Math.min(from + rows, lastRow);
    return (
      <div
        key={`buffer-${b.id}`}
        className="tee-sheet-buffer"
        data-testid="tee-sheet-buffer"
        style={{
          gridColumn: column.get(b.bay.id),
          gridRow: `${from} / ${to}`,
          height: `${Math.min(100, (buffer / (rows * intervalMinutes)) * 100)}%`,
        }}
      >
        {buffer} min buffer
      </div>
    );
  });
}
