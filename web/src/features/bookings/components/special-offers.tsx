import { formatMoney, toCents } from '@/lib/money';
import type { CreditOffer } from '@/lib/payments/offers';

interface Props {
  offer: CreditOffer | undefined;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
}

/** The first credit offer, presented as '1 credit for $18.00, normally $30.00, 40% off'. */
export function SpecialOffers({ offer, checked, onChange, disabled }: Props) {
  if (!offer) return null;
  const price = toCents(offer.price);
  const regular = toCents(offer.regularPrice ?? 30);
  const percent = regular > 0 ? Math.round((1 - price / regular) * 100) : 0;
  const credits = offer.credits ?? 1;
  return (
    <div>
      <h4 className="subsection-title">Special Offers</h4>
      <label className={`offer-card${checked ? ' is-selected' : ''}`}>
        <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
        <span>
          <strong>
            {credits} credit{credits === 1 ? '' : 's'} for {formatMoney(offer.price)}
          </strong>
          <span className="small muted">
            {' '}
            normally <s>{formatMoney(regular / 100)}</s>
          </span>
          {percent > 0 ? <span className="badge offer-badge">{percent}% off</span> : null}
          <span className="small muted" style={{ display: 'block' }}>
            Add to this booking — use it for a future hour.
          </span>
        </span>
      </label>
    </div>
  );
}
