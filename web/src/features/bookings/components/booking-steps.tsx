import type { RefObject } from 'react';
import { errorMessage } from '@/lib/api-client';
import { usePhoneUser, type PhoneUser } from '@/lib/session/phone-user';
import { useOwnedCredits } from '@/lib/session/user-credits';
import { useCreditOffers } from '@/lib/payments/offers';
import { CouponBox } from '@/components/payment/coupon-box';
import { GiftCardBox } from '@/components/payment/gift-card-box';
import type { Quote } from '../api/types';
import { bookingErrorText } from '../lib/booking-errors';
import { BayList } from './bay-list';
import { BookingSummary } from './booking-summary';
import { DurationPicker } from './duration-picker';
import { MembershipOffer } from './membership-offer';
import { PromoOffers } from './promo-offers';
import { SpecialOffers } from './special-offers';
import { StepTitle } from './step-title';
import { TimeSlotGrid } from './time-slot-grid';
import type { BookingSelection } from './use-booking-selection';
import { Slot } from '@/lib/slots';

interface StepProps {
  s: BookingSelection;
  sectionRef?: RefObject<HTMLElement | null>;
  onChosen?: () => void;
}

export function TimeStep({ s, onChosen }: StepProps) {
  const { bookable, message, loading, error, slots } = s.availability;
  return (
    <section aria-labelledby="time-title">
      <StepTitle id="time-title" step={1}>
        Start time
      </StepTitle>
      {!bookable ? (
        <p className="alert alert-warn" role="alert">
          {bookingErrorText(message ?? undefined)}
        </p>
      ) : error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error, 'Unable to load times. Please try again.')}
        </p>
      ) : loading ? (
        <div className="skeleton" style={{ height: 96 }} role="status" aria-label="Loading times" />
      ) : (
        <TimeSlotGrid
          slots={slots}
          allowFull
          selected={s.time}
          onSelect={(t) => {
            s.chooseTime(t);
            onChosen?.();
          }}
        />
      )}
    </section>
  );
}

export function DurationStep({ s, sectionRef, onChosen }: StepProps) {
  return (
    <section ref={sectionRef} aria-labelledby="duration-title">
      <StepTitle id="duration-title" step={2}>
        Duration
      </StepTitle>
      <DurationPicker
        options={s.availability.durations ?? []}
        value={s.duration}
        onChange={(h) => {
          s.chooseDuration(h);
          onChosen?.();
        }}
      />
    </section>
  );
}

export function BayStep({ s, sectionRef, onChosen }: StepProps) {
  const { user } = usePhoneUser();
  const bays = s.availability.bayOptions.map((o) => ({ id: o.bay.id, name: o.bay.name, free: o.free }));
  return (
    <section ref={sectionRef} aria-labelledby="bay-title">
      <StepTitle id="bay-title" step={3}>
        Bay
      </StepTitle>
      {s.time ? (
        <>
          <BayList
            options={s.availability.bayOptions}
            value={s.bayId}
            onChange={(id) => {
              s.chooseBay(id);
              onChosen?.();
            }}
          />
          {s.duration && !s.availability.loading ? (
            <Slot
              name="waitlist.notify-me"
              key={`${s.time}-${s.duration}`}
              date={s.facts.date}
              time={s.time}
              duration={s.duration}
              bays={bays}
              user={user}
            />
          ) : null}
        </>
      ) : (
        <p className="muted small">Choose a start time to see which bays are free.</p>
      )}
    </section>
  );
}

const giftCardUsed = (quote: Quote | null) => quote?.discounts.find((d) => d.label === 'Gift card')?.amount ?? '0.00';

export function DetailsStep({ s, sectionRef, user }: StepProps & { user: PhoneUser | null }) {
  const offers = useCreditOffers();
  const owned = useOwnedCredits(user);
  return (
    <section ref={sectionRef} aria-labelledby="details-title" className="stack">
      <StepTitle id="details-title" step={4}>
        Details
      </StepTitle>
      {user && owned > 0 ? (
        <div>
          <label className="checkbox credits-toggle">
            <input type="checkbox" checked={s.useCredits} onChange={(e) => s.setUseCredits(e.target.checked)} />
            Use my credits ({owned} available · 1 credit = 1 hour)
          </label>
          {s.useCredits && s.quote && s.maxCredits === 0 ? (
            <p className="muted small" role="status">
              Credits cannot be used for this time. Please pay by card.
            </p>
          ) : null}
        </div>
      ) : null}
      <MembershipOffer s={s} user={user} />
      <SpecialOffers offer={offers[0]} checked={s.addCreditOffer} onChange={s.setAddCreditOffer} />
      <PromoOffers user={user} titled={!offers[0]} />
      <div>
        <GiftCardBox
          applied={s.giftCard}
          amountToUse={s.giftCard ? giftCardUsed(s.quote) : null}
          onApply={s.setGiftCard}
          onRemove={() => s.setGiftCard(null)}
        />
      </div>
      {user ? (
        <div>
          <h4 className="subsection-title">Coupon</h4>
          <CouponBox
            applied={s.quote?.coupon ?? s.coupon}
            preview={s.previewCoupon}
            onApply={s.setCoupon}
            onRemove={() => s.setCoupon(null)}
          />
        </div>
      ) : null}
      <BookingSummary facts={s.facts} quote={s.quote} error={s.quoteError} loading={s.quoteLoading} />
      {!user ? (
        <p className="muted small">
          You will sign in with your phone number before paying.
          {s.addCreditOffer || s.giftCard || s.plan
            ? ' Your member price, the credit offer and gift card are priced into your total at checkout, once you are signed in.'
            : ''}
        </p>
      ) : null}
    </section>
  );
}
