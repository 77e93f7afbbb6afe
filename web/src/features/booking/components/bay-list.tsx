import { formatCents } from '@/lib/money';
import type { Bay } from '../api/types';

export interface BayOption {
  bay: Bay;
  free: boolean;
  rateCents: number;
}

interface Props {
  options: BayOption[];
  value: string | null;
  onChange: (bayId: string) => void;
  peak: boolean;
}

export function BayList({ options, value, onChange, peak }: Props) {
  if (options.length === 0) return <p className="alert alert-warn">No bays are set up yet.</p>;
  return (
    <div className="bay-list" role="radiogroup" aria-label="Bay">
      {options.map(({ bay, free, rateCents }) => (
        <label key={bay.id} className={`bay-option${value === bay.id ? ' is-selected' : ''}${free ? '' : ' is-unavailable'}`}>
          <input type="radio" name="bay" value={bay.id} checked={value === bay.id} disabled={!free} onChange={() => onChange(bay.id)} />
          <span className="bay-main">
            <span className="bay-name">{bay.name}</span>
            <span className="bay-type">{bay.description || 'Standard Bay'}</span>
          </span>
          <span className="bay-rate">
            {free ? (
              <>
                <strong>{formatCents(rateCents)}</strong>
                <span className="small muted">/hour{peak ? ' · peak' : ''}</span>
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
