import { useEffect, useMemo, useState } from 'react';
import { venueTimezone } from '@/config/venue';
import { toMinutes, venueNow } from '@/lib/dates';
import type { PhoneUser } from '@/lib/session/phone-user';
import type { AppliedCoupon } from '@/lib/payments/coupons';
import type { GiftCardBalance } from '@/lib/payments/gift-cards';
import type { OrderChoice } from '@/lib/payments/orders';
import { useDayAvailability } from '../api/day-availability';
import { fetchQuote, useQuote, type QuoteRequest } from '../api/quote';
import { readPending } from '../lib/pending-booking';
import { usePlans } from '@/lib/memberships';

/**
 * What the customer is choosing in the booking modal (time, duration, bay, credits, offer, gift card,
 * coupon), the day's availability for it, and the server's price. The modal's steps render this.
 */
export function useBookingSelection(date: string, user: PhoneUser | null) {
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
  const [planId, setPlanId] = useState<string | null>(pending?.planId ?? null);
  const { plans } = usePlans();
  const plan = plans.find((p) => p.id === planId) ?? null;
  const availability = useDayAvailability(date, time, duration);

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

  const bay = availability.bayOptions.find((o) => o.bay.id === bayId);
  const ready = Boolean(time && duration && bay?.free);
  const slot = ready && time && duration && bayId ? { bayId, date, startTime: `${time}:00`, duration } : null;
  const quoteRequest: QuoteRequest | null = slot
    ? {
        ...slot,
        ...(user && useCredits ? { useMaxCredits: true } : {}),
        ...(giftCard ? { giftCardCode: giftCard.code } : {}),
        ...(coupon ? { couponCode: coupon.code } : {}),
        ...(addCreditOffer ? { addCreditOffer: true } : {}),
        ...(plan ? { membershipSignup: true, membershipId: plan.id } : {}),
      }
    : null;
  const { quote, error: quoteError, isLoading: quoteLoading } = useQuote(quoteRequest, Boolean(user));
  /** The coupon box's preview: this selection's quote with the code on it (null before a bay is chosen). */
  const previewCoupon = async (code: string) =>
    quoteRequest ? ((await fetchQuote({ ...quoteRequest, couponCode: code }, true)).coupon ?? null) : null;

  /** The selection as an order for the payment dialog (the coupon is applied there). */
  const membershipLine = plan ? [{ type: 'membership', planId: plan.id }] : [];
  const order: OrderChoice | null = slot
    ? {
        lines: [{ type: 'booking', ...slot }, ...(addCreditOffer ? [{ type: 'credit-offer' }] : []), ...membershipLine],
        creditsUsed: quote?.creditsUsed ?? 0,
        giftCardCode: giftCard?.code ?? null,
      }
    : plan
      ? { lines: membershipLine }
      : null;

  const facts = {
    date,
    time,
    endTime: (time && availability.slots.find((slot) => slot.time === time)?.endTime) || null,
    duration,
    bayName: bay?.bay.name ?? null,
  };

  return {
    time,
    duration,
    bayId,
    chooseTime: (t: string) => {
      setTime(t);
      setBayId(null);
    },
    chooseDuration: (h: number) => {
      setDuration(h);
      setBayId(null);
    },
    chooseBay: setBayId,
    useCredits,
    setUseCredits,
    /** How many credits the customer could use on this selection (the server's answer). */
    maxCredits: quote?.maxCredits ?? 0,
    addCreditOffer,
    setAddCreditOffer,
    giftCard,
    setGiftCard,
    coupon,
    setCoupon,
    previewCoupon,
    availability,
    ready,
    quoteRequest,
    quote,
    quoteError,
    quoteLoading,
    order,
    facts,
    /** The membership plan bought with the booking (or alone, before a bay is chosen). */
    plan,
    plans,
    setPlanId,
  };
}

export type BookingSelection = ReturnType<typeof useBookingSelection>;
