import { useState, type ReactNode } from 'react';
import { useCreditOffers, usePromoOffers, type CreditOffer, type PromoOffer } from '@/features/offers/api/offers';
import { useToggleCreditOffer, useTogglePromoOffer } from '@/features/offers/api/toggle-offer';
import { errorMessage } from '@/lib/api-client';
import { OfferDialog } from './offer-dialog';
import { CREDIT_OFFER_FORM, PROMO_OFFER_FORM } from './offer-forms';
import { formatMoney } from '@/lib/money';

function OfferTable<T extends { id: string; name: string; isActive: boolean }>(props: {
  title: string;
  rows: T[] | undefined;
  error: unknown;
  headers: string[];
  cells: (row: T) => ReactNode[];
  onNew: () => void;
  onEdit: (row: T) => void;
  onToggle: (row: T) => void;
}) {
  const id = `${props.title.toLowerCase().replace(/\s+/g, '-')}-title`;
  return (
    <section className="card stack" aria-labelledby={id}>
      <div className="row">
        <h2 id={id} className="card-title" style={{ margin: 0 }}>
          {props.title}
        </h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={props.onNew}>
          New <span className="visually-hidden">{props.title}</span>
        </button>
      </div>
      {props.error ? <p className="alert alert-error">{errorMessage(props.error)}</p> : null}
      <div className="table-scroll">
        <table className="table">
          <caption className="visually-hidden">{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              {props.headers.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {props.rows?.length === 0 ? (
              <tr>
                <td colSpan={props.headers.length + 3}>None yet.</td>
              </tr>
            ) : null}
            {props.rows?.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.name}</th>
                {props.cells(row).map((c, i) => (
                  <td key={i} data-label={props.headers[i]}>
                    {c}
                  </td>
                ))}
                <td data-label="Status">
                  <span className={`badge${row.isActive ? '' : ' badge-muted'}`}>
                    {row.isActive ? 'Active' : 'Inactive'}
                  </span>
                </td>
                <td data-label="Actions">
                  <div className="row">
                    <button type="button" className="btn btn-secondary btn-sm" onClick={() => props.onEdit(row)}>
                      Edit <span className="visually-hidden">{row.name}</span>
                    </button>
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => props.onToggle(row)}>
                      {row.isActive ? 'Deactivate' : 'Activate'} <span className="visually-hidden">{row.name}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /admin/promotional-offers: promotional offers (with purchases) and credit offers; edits are events. */
export function PromotionalOffersPage() {
  const promos = usePromoOffers();
  const credits = useCreditOffers();
  const togglePromo = useTogglePromoOffer();
  const toggleCredit = useToggleCreditOffer();
  const [promo, setPromo] = useState<PromoOffer | 'new' | null>(null);
  const [credit, setCredit] = useState<CreditOffer | 'new' | null>(null);
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Promotional Offers</h1>
      <OfferTable<PromoOffer>
        title="Promotional Offers"
        rows={promos.data}
        error={promos.error}
        headers={['Credits', 'Price', 'Purchases']}
        cells={(o) => [
          o.creditsGranted,
          `${formatMoney(o.offerPrice)} (was ${formatMoney(o.regularPrice)}, ${o.discountPercentage}% off)`,
          o.purchaseCount ?? '—',
        ]}
        onNew={() => setPromo('new')}
        onEdit={setPromo}
        onToggle={(o) => void togglePromo.trigger(o)}
      />
      <OfferTable<CreditOffer>
        title="Credit Offers"
        rows={credits.data}
        error={credits.error}
        headers={['Credits', 'Price']}
        cells={(o) => [o.credits, `${formatMoney(o.price)} (was ${formatMoney(o.regularPrice)})`]}
        onNew={() => setCredit('new')}
        onEdit={setCredit}
        onToggle={(o) => void toggleCredit.trigger(o)}
      />
      {promo ? (
        <OfferDialog
          kind={PROMO_OFFER_FORM}
          offer={promo === 'new' ? null : promo}
          onClose={() => setPromo(null)}
          onSaved={() => void promos.mutate()}
        />
      ) : null}
      {credit ? (
        <OfferDialog
          kind={CREDIT_OFFER_FORM}
          offer={credit === 'new' ? null : credit}
          onClose={() => setCredit(null)}
          onSaved={() => void credits.mutate()}
        />
      ) : null}
    </section>
  );
}
