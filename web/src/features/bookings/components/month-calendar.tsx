import { useEffect, useRef, useState } from 'react';
import { addDays, addMonths, formatLongDate, formatMonthYear, monthGrid, parseYmd } from '@/lib/dates';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

interface Props {
  /** Today in the venue's time zone (YYYY-MM-DD). */
  today: string;
  selected?: string | null;
  onSelect: (date: string) => void;
  /** Optionally called when a day is hovered or focused (prefetching). */
  onIntent?: (date: string) => void;
  /** The last day the caller may book (the server's window); later days are disabled. */
  lastDate?: string | null;
  /** Days with something on (a tournament), by date: the label is read out and shown as a dot. */
  marks?: Record<string, string>;
}

/** Sunday-first month picker: past days disabled, today highlighted, arrow keys move between days. */
export function MonthCalendar({ today, selected, onSelect, onIntent, lastDate, marks = {} }: Props) {
  const outside = (date: string) => date < today || (lastDate != null && date > lastDate);
  const start = parseYmd(selected && selected >= today ? selected : today);
  const [view, setView] = useState({ year: start.year, month: start.month });
  const [focusDate, setFocusDate] = useState<string>(selected && selected >= today ? selected : today);
  const gridRef = useRef<HTMLTableElement>(null);
  const wantFocus = useRef(false);
  const current = parseYmd(today);
  const atFirstMonth = view.year === current.year && view.month === current.month;
  const weeks = monthGrid(view.year, view.month);

  useEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, view]);

  const moveFocus = (date: string) => {
    const target = date < today ? today : lastDate && date > lastDate ? lastDate : date;
    const p = parseYmd(target);
    setView({ year: p.year, month: p.month });
    wantFocus.current = true;
    setFocusDate(target);
  };

  const goMonth = (delta: number) => {
    const next = addMonths(view.year, view.month, delta);
    if (next.year * 12 + next.month < current.year * 12 + current.month) return;
    setView(next);
    const first = `${next.year}-${String(next.month).padStart(2, '0')}-01`;
    setFocusDate(first < today ? today : first);
  };

  const onKeyDown = (e: React.KeyboardEvent, date: string) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (e.key in moves) {
      e.preventDefault();
      moveFocus(addDays(date, moves[e.key]));
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      const p = parseYmd(date);
      const m = addMonths(p.year, p.month, e.key === 'PageUp' ? -1 : 1);
      const day = Math.min(p.day, 28);
      moveFocus(`${m.year}-${String(m.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    }
  };

  const focusInView = parseYmd(focusDate).month === view.month && parseYmd(focusDate).year === view.year;
  const monthLabel = formatMonthYear(view.year, view.month);

  return (
    <div className="calendar" data-testid="month-calendar">
      <div className="calendar-header">
        <button
          type="button"
          className="icon-btn"
          aria-label="Previous month"
          disabled={atFirstMonth}
          onClick={() => goMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 className="calendar-title" aria-live="polite" id="calendar-month-label">
          {monthLabel}
        </h3>
        <button type="button" className="icon-btn" aria-label="Next month" onClick={() => goMonth(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="calendar-today-row">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => {
            setView({ year: current.year, month: current.month });
            setFocusDate(today);
            wantFocus.current = true;
          }}
        >
          Today
        </button>
      </div>
      <table ref={gridRef} className="calendar-grid" aria-labelledby="calendar-month-label">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => {
                if (!date) return <td key={j} />;
                const past = date < today;
                const mark = marks[date];
                // A marked day (a tournament) opens for entries whatever the advance window.
                const beyond = !past && outside(date) && !mark;
                const isToday = date === today;
                const isSelected = date === selected;
                const tabbable = focusInView
                  ? date === focusDate
                  : date === (weeks.flat().find((d) => d && d >= today) ?? date);
                return (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      className={`calendar-day${isToday ? ' is-today' : ''}${isSelected ? ' is-selected' : ''}${mark ? ' is-marked' : ''}`}
                      disabled={past || beyond}
                      tabIndex={tabbable && !past && !beyond ? 0 : -1}
                      aria-label={`${formatLongDate(date)}${isToday ? ', today' : ''}${mark ? `, ${mark}` : ''}${beyond ? ', not bookable yet' : ''}`}
                      title={beyond ? 'Beyond how far ahead you can book' : mark}
                      aria-current={isToday ? 'date' : undefined}
                      aria-pressed={isSelected}
                      onKeyDown={(e) => onKeyDown(e, date)}
                      onFocus={() => {
                        setFocusDate(date);
                        onIntent?.(date);
                      }}
                      onMouseEnter={() => onIntent?.(date)}
                      onClick={() => onSelect(date)}
                    >
                      {parseYmd(date).day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
