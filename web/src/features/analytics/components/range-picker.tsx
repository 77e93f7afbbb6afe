import { DateInput } from '@/components/admin/date-input';
import { PRESETS, type useDateRange } from './use-date-range';

/** Preset ranges as chips, and from/to dates when "Custom" is chosen. */
export function RangePicker({ state }: { state: ReturnType<typeof useDateRange> }) {
  const { preset, choose, custom, setCustom, error } = state;
  return (
    <div className="stack">
      <div className="chip-row" role="group" aria-label="Date range">
        {PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            className={`chip${preset === p.id ? ' active' : ''}`}
            aria-pressed={preset === p.id}
            onClick={() => choose(p.id)}
          >
            {p.label}
          </button>
        ))}
      </div>
      {preset === 'custom' ? (
        <div className="input-row" style={{ flexWrap: 'wrap' }}>
          <DateInput label="From" value={custom.from} onChange={(from) => setCustom({ ...custom, from })} />
          <DateInput label="To" value={custom.to} onChange={(to) => setCustom({ ...custom, to })} error={error} />
        </div>
      ) : null}
    </div>
  );
}
