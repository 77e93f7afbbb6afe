import { formatCents } from '@/lib/money';
import type { Bay } from '../api/types';

export interface BayOption {
  bay: Bay;
  free: boolean;
  /** The server's price for the chosen time and duration. */
  totalCents: number | null;
  hours: number;
}

interface Props {
  options: BayOption[];
  value: string | null;
  onChange: (bayId: string) => void;
  /** A fixed price for every free bay (a tournament's entry fee) instead of the hourly rate. */
  fixedPrice?: string;
}

export function BayList({ options, value, onChange, fixedPrice }: Props) {
  if (options.length === 0) return <p className="alert alert-warn">No bays are open for booking yet.</p>;
  return (
    <div className="bay-list" role="radiogroup" aria-label="Bay">
      {options.map(({ bay, free, totalCents, hours }) => (
        <label
          key={bay.id}
          className={`bay-option${value === bay.id ? ' is-selected' : ''}${free ? '' : ' is-unavailable'}`}
          data-bay-id={bay.id}
        >
          <input
            type="radio"
            name="bay"
            value={bay.id}
            checked={value === bay.id}
            disabled={!free}
            onChange={() => onChange(bay.id)}
          />
          <span className="bay-main">
            <span className="bay-name">{bay.name}</span>
            <span className="bay-type">{bay.description || 'Standard Bay'}</span>
          </span>
          <span className="bay-rate">
            {free && fixedPrice ? (
              <>
                <strong>{fixedPrice}</strong>
                <span className="small muted"> entry</span>
              </>
            ) : free && totalCents !== null ? (
              <>
                <strong>{formatCents(Math.round(totalCents / hours))}</strong>
                <span className="small muted">/hour</span>
                {hours > 1 ? <span className="bay-total small muted">{formatCents(totalCents)} total</span> : null}
              </>
            ) : (
              <span className="small">Unavailable</span>
            )}
          </span>
        </label>
      ))}
    </div>
  );
}
