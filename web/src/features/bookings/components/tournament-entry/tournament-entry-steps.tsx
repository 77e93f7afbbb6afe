import { formatMoney } from '@/lib/money';
import { BayList } from '@/features/bookings/components/bay-list';
import { BookingSummary } from '@/features/bookings/components/booking-summary';
import { StepTitle } from '@/features/bookings/components/step-title';
import { TimeSlotGrid } from '@/features/bookings/components/time-slot-grid';
import { GiftCardBox } from '@/components/payment/gift-card-box';
import { TeamNameField } from './team-name-field';
import type { TournamentEntry } from './use-tournament-entry';

/** 1 Tee time, 2 Duration (fixed), 3 Bay. */
export function TeeTimeSteps({ e }: { e: TournamentEntry }) {
  const { hours } = e;
  return (
    <>
      <section aria-labelledby="time-title">
        <StepTitle id="time-title" step={1}>
          Tee time
        </StepTitle>
        {e.entryError || e.availability.error ? (
          <p className="alert alert-error" role="alert">
            Unable to load the tournament's times. Please try again.
          </p>
        ) : !e.entry || e.availability.loading ? (
          <div className="skeleton" style={{ height: 64 }} role="status" aria-label="Loading times" />
        ) : (
          <TimeSlotGrid slots={e.slots} selected={e.time} onSelect={e.chooseTime} />
        )}
      </section>
      <section aria-labelledby="duration-title">
        <StepTitle id="duration-title" step={2}>
          Duration
        </StepTitle>
        <p style={{ margin: 0 }} data-testid="tournament-duration">
          <strong>
            {hours} hour{hours === 1 ? '' : 's'}
          </strong>{' '}
          <span className="muted small">fixed for the tournament</span>
        </p>
      </section>
      <section aria-labelledby="bay-title">
        <StepTitle id="bay-title" step={3}>
          Bay
        </StepTitle>
        {e.time ? (
          <BayList options={e.timed} value={e.bayId} onChange={e.setBayId} fixedPrice={formatMoney(e.fee)} />
        ) : (
          <p className="muted small">Choose a tee time to see which bays are free.</p>
        )}
      </section>
    </>
  );
}

/** 4 Details: the team name, credits (not for entries), a gift card, the summary. */
export function EntryDetailsStep({ e }: { e: TournamentEntry }) {
  const { user, owned, giftCard, priced } = e;
  return (
    <section aria-labelledby="details-title" className="stack">
      <StepTitle id="details-title" step={4}>
        Details
      </StepTitle>
      <TeamNameField team={e.team} />
      {user && owned > 0 ? (
        <label className="checkbox credits-toggle is-disabled">
          <input type="checkbox" checked={false} disabled readOnly />
          Use my credits ({owned} available)
        </label>
      ) : null}
      <p className="muted small" style={{ margin: 0 }}>
        Credits cannot be used for tournament entries.
      </p>
      <GiftCardBox
        applied={giftCard}
        amountToUse={giftCard ? (priced.quote?.adjustments.find((a) => /gift/i.test(a.label))?.amount ?? null) : null}
        onApply={e.setGiftCard}
        onRemove={() => e.setGiftCard(null)}
      />
      <BookingSummary facts={e.facts} quote={e.quote} error={priced.error} loading={priced.isLoading} />
      {!user ? <p className="muted small">You will sign in with your phone number before paying.</p> : null}
    </section>
  );
}
