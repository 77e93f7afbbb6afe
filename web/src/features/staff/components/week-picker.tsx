import { addDays, formatLongDate } from '@/lib/dates';

export function WeekPicker({ weekStart, onChange }: { weekStart: string; onChange: (w: string) => void }) {
  return (
    <div className="row">
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange(addDays(weekStart, -7))}>
        Previous Week
      </button>
      <strong>Week of {formatLongDate(weekStart)}</strong>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange(addDays(weekStart, 7))}>
        Next Week
      </button>
    </div>
  );
}
