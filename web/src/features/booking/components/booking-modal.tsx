import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatLongDate, toMinutes, venueNow } from '@/lib/dates';
import { venueTimezone } from '@/config/venue';
import { usePhoneUser, type PhoneUser } from '@/features/auth/api/phone-user';
import { useOwnedCredits } from '@/features/auth/api/user-credits';
import { PhoneSignInDialog } from '@/features/auth/components/phone-sign-in-dialog';
import { useCreditOffers } from '@/features/payments/api/offers';
import type { AppliedCoupon } from '@/features/payments/api/coupons';
import type { GiftCardBalance } from '@/features/payments/api/gift-cards';
import { CouponBox } from '@/features/payments/components/coupon-box';
import { GiftCardBox } from '@/features/payments/components/gift-card-box';
import { PaymentDialog } from '@/features/payments/components/payment-dialog';
import { useDayAvailability } from '../api/day-availability';
import { bookingIdOf, createBooking } from '../api/create-booking';
import { useQuote, type QuoteRequest } from '../api/quote';
import type { Quote } from '../api/types';
import { useBookingDone } from '../api/use-booking-done';
import { actionButton } from '../lib/action-label';
import { friendlyBookingError } from '../lib/booking-errors';
import { clearPending, readPending, savePending } from '../lib/pending-booking';
import { endTimeOf } from '../lib/slots';
import { BayList } from './bay-list';
import { BookingSummary } from './booking-summary';
import { DurationPicker } from './duration-picker';
import { SpecialOffers } from './special-offers';
import { StepTitle } from './step-title';
import { TimeSlotGrid } from './time-slot-grid';

export const RESUME_DELAY_MS = 500;

function giftCardUsed(quote: Quote | null): string {
  return quote?.discounts.find((d) => d.label === 'Gift card')?.amount ?? '0.00';
}

interface Props {
  date: string;
  onClose: () => void;
}

export function BookingModal({ date, onClose }: Props) {
  const pending = useMemo(() => {
    const p = readPending();
    return p && p.date === date ? p : null;
  }, [date]);
  const [time, setTime] = useState<string | null>(pending?.time ?? null);
  const [duration, setDuration] = useState<number | null>(pending?.duration ?? 1);
  const [bayId, setBayId] = useState<string | null>(pending?.bayId ?? null);
  const [useCredits, setUseCredits] = useState(false);
  const [addCreditOffer, setAddCreditOffer] = useState(pending?.addCreditOffer ?? false);
  const [giftCard, setGiftCard] = useState<GiftCardBalance | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [signIn, setSignIn] = useState(false);
  const [paying, setPaying] = useState(false);
  const [booking, setBooking] = useState(false);
  const { user } = usePhoneUser();
  const offers = useCreditOffers();
  const {
    slots,
    bayOptions,
    bookable,
    message,
    loading,
    error: availabilityError,
  } = useDayAvailability(date, time, duration);
  const done = useBookingDone();
  const durationRef = useRef<HTMLElement>(null);
  const bayRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLElement>(null);

  // A chosen time that has passed is cleared.
  useEffect(() => {
    const check = () => {
      const now = venueNow(venueTimezone());
      if (time && (date < now.date || (date === now.date && toMinutes(time) <= now.minutes))) {
        setTime(null);
        setBayId(null);
      }
    };
    check();
    const id = setInterval(check, 30_000);
    return () => clearInterval(id);
  }, [date, time]);

  const owned = useOwnedCredits(user);
  const creditsToUse = user && useCredits && duration ? Math.min(owned, duration) : 0;
  const bay = bayOptions.find((o) => o.bay.id === bayId);
  const ready = Boolean(time && duration && bay?.free);
  const quoteRequest: QuoteRequest | null =
    ready && time && duration && bayId
      ? {
          bayId,
          date,
          startTime: `${time}:00`,
          duration,
          ...(creditsToUse ? { creditsUsed: creditsToUse } : {}),
          ...(giftCard ? { giftCardCode: giftCard.code } : {}),
          ...(coupon ? { couponCode: coupon.code } : {}),
          ...(addCreditOffer ? { addCreditOffer: true } : {}),
        }
      : null;
  const { quote, error: quoteError, isLoading: quoteLoading } = useQuote(quoteRequest, Boolean(user));
  const button = actionButton({
    ready: ready && !!quote,
    total: quote?.total ?? null,
    creditsUsed: quote?.creditsUsed ?? creditsToUse,
  });

  const scrollTo = (ref: React.RefObject<HTMLElement | null>) =>
    setTimeout(() => ref.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' }), 50);

  const chooseTime = (t: string) => {
    setTime(t);
    setBayId(null);
    scrollTo(durationRef);
  };
  const chooseDuration = (h: number) => {
    setDuration(h);
    setBayId(null);
    scrollTo(bayRef);
  };
  const chooseBay = (id: string) => {
    setBayId(id);
    scrollTo(detailsRef);
  };

  const proceed = async (who: PhoneUser | null) => {
    if (!who || !quoteRequest || !time || !duration || !bayId) return;
    clearPending();
    if (!quote || quote.totalCents > 0) {
      setPaying(true);
      return;
    }
    setBooking(true);
    try {
      const res = await createBooking({
        bayId,
        date,
        startTime: `${time}:00`,
        endTime: `${endTimeOf(time, duration)}:00`,
        duration,
        creditsUsed: quote?.creditsUsed ?? creditsToUse,
        userId: who.id,
        status: 'confirmed',
        paymentStatus: 'paid',
        totalAmount: '0.00',
        ...(giftCard
          ? { appliedGiftCard: { code: giftCard.code, currentBalance: giftCard.currentBalance, amountToUse: '0.00' } }
          : {}),
        ...(coupon
          ? {
              appliedCoupon: { id: coupon.id, code: coupon.code, discountAmount: coupon.discountAmount },
              couponId: coupon.id,
            }
          : {}),
      });
      toast({ title: 'Booking confirmed', description: `Your bay is booked for ${formatLongDate(date)}.` });
      onClose();
      await done(bookingIdOf(res));
    } catch (e) {
      const text = friendlyBookingError(
        e instanceof ApiError ? e.message : undefined,
        e instanceof ApiError ? e.status : undefined,
        e instanceof ApiError ? e.code : undefined,
      );
      const unavailable = e instanceof ApiError && (e.status === 409 || /advance/i.test(e.message));
      toast({
        title: unavailable ? 'Booking Not Available' : 'Booking Error',
        description: text,
        variant: 'destructive',
      });
    } finally {
      setBooking(false);
    }
  };

  const onAction = () => {
    if (!ready || !time || !duration || !bayId) return;
    if (!user) {
      savePending({ date, time, duration, bayId, addCreditOffer });
      setSignIn(true);
      return;
    }
    void proceed(user);
  };

  const facts = {
    date,
    time,
    endTime: time && duration ? endTimeOf(time, duration) : null,
    duration,
    bayName: bay?.bay.name ?? null,
  };

  return (
    <Dialog
      title={formatLongDate(date)}
      description="Pick a start time, how long you want to play, and a bay."
      onClose={onClose}
      size="lg"
      testId="booking-modal"
      footer={
        <button
          type="button"
          className="btn btn-primary btn-block btn-lg"
          disabled={button.disabled || booking || quoteLoading}
          onClick={onAction}
          data-testid="booking-action"
        >
          {booking ? 'Booking…' : button.label}
        </button>
      }
    >
      <div className="booking-sections">
        <section aria-labelledby="time-title">
          <StepTitle id="time-title" step={1}>
            Start time
          </StepTitle>
          {!bookable ? (
            <p className="alert alert-warn" role="alert">
              {friendlyBookingError(message ?? undefined)}
            </p>
          ) : availabilityError ? (
            <p className="alert alert-error" role="alert">
              {errorMessage(availabilityError, 'Unable to load times. Please try again.')}
            </p>
          ) : loading ? (
            <div className="skeleton" style={{ height: 96 }} role="status" aria-label="Loading times" />
          ) : (
            <TimeSlotGrid slots={slots} selected={time} onSelect={chooseTime} />
          )}
        </section>

        <section ref={durationRef} aria-labelledby="duration-title">
          <StepTitle id="duration-title" step={2}>
            Duration
          </StepTitle>
          <DurationPicker value={duration} onChange={chooseDuration} />
        </section>

        <section ref={bayRef} aria-labelledby="bay-title">
          <StepTitle id="bay-title" step={3}>
            Bay
          </StepTitle>
          {time ? (
            <BayList options={bayOptions} value={bayId} onChange={chooseBay} />
          ) : (
            <p className="muted small">Choose a start time to see which bays are free.</p>
          )}
        </section>

        <section ref={detailsRef} aria-labelledby="details-title" className="stack">
          <StepTitle id="details-title" step={4}>
            Details
          </StepTitle>
          {user && owned > 0 ? (
            <label className="checkbox credits-toggle">
              <input type="checkbox" checked={useCredits} onChange={(e) => setUseCredits(e.target.checked)} />
              Use my credits ({owned} available · 1 credit = 1 hour)
            </label>
          ) : null}
          <SpecialOffers offer={offers[0]} checked={addCreditOffer} onChange={setAddCreditOffer} />
          <div>
            <GiftCardBox
              applied={giftCard}
              amountToUse={giftCard ? giftCardUsed(quote) : null}
              onApply={setGiftCard}
              onRemove={() => setGiftCard(null)}
            />
          </div>
          {user ? (
            <div>
              <h4 className="subsection-title">Coupon</h4>
              <CouponBox
                userId={user.id}
                orderAmount={quote?.subtotal ?? quote?.total ?? '0.00'}
                applied={coupon}
                onApply={setCoupon}
                onRemove={() => setCoupon(null)}
              />
            </div>
          ) : null}
          <BookingSummary facts={facts} quote={quote} error={quoteError} loading={quoteLoading} />
          {!user ? (
            <p className="muted small">
              You will sign in with your phone number before paying.
              {addCreditOffer || giftCard
                ? ' The credit offer and gift card are priced into your total at checkout, once you are signed in.'
                : ''}
            </p>
          ) : null}
        </section>
      </div>

      {signIn ? (
        <PhoneSignInDialog
          reason="Sign in or create an account to finish your booking."
          onClose={() => setSignIn(false)}
          onSignedIn={(u) => {
            setSignIn(false);
            setTimeout(() => void proceed(u), RESUME_DELAY_MS);
          }}
        />
      ) : null}
      {paying && user && quoteRequest ? (
        <PaymentDialog
          user={user}
          quoteRequest={{ ...quoteRequest, couponCode: undefined }}
          facts={facts}
          coupon={coupon}
          onCouponChange={setCoupon}
          onClose={() => setPaying(false)}
          onZeroTotal={() => {
            setPaying(false);
            void proceed(user);
          }}
          onPaid={async (result) => {
            setPaying(false);
            onClose();
            await done(result.bookingId);
          }}
        />
      ) : null}
    </Dialog>
  );
}
