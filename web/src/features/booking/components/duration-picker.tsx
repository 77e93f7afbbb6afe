import { DURATIONS } from '../lib/slots';

interface Props {
  value: number | null;
  onChange: (hours: number) => void;
  options?: readonly number[];
}

export function DurationPicker({ value, onChange, options = DURATIONS }: Props) {
  return (
    <div className="segmented" role="radiogroup" aria-label="Duration">
      {options.map((h) => (
        <label key={h} className={`segment${value === h ? ' is-selected' : ''}`}>
          <input type="radio" name="duration" value={h} checked={value === h} onChange={() => onChange(h)} />
          <span>
            {h} hour{h === 1 ? '' : 's'}
          </span>
        </label>
      ))}
    </div>
  );
}
