import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatCents } from '@/lib/money';
import type { PhoneUser } from '@/features/auth/api/phone-user';
import { useQuote, type QuoteRequest } from '@/features/booking/api/quote';
import { BookingSummary, type SummaryFacts } from '@/features/booking/components/booking-summary';
import type { AppliedCoupon } from '../api/coupons';
import { resolvePaymentMode, type PaymentMode } from '../api/payment-config';
import {
  createPaymentIntent,
  createTwinToken,
  processSquarePayment,
  processStripePayment,
  type BookingData,
  type PaymentResult,
} from '../api/process-payment';
import { emptyCard, joinErrors, validateCard, type CardData, type CardErrors } from '../lib/card';
import { CardForm } from './card-form';
import { CouponBox } from './coupon-box';
import { HostedCard, type HostedCardHandle } from './hosted-card';
import { LockIcon } from '@/components/ui/icons';

interface Props {
  user: PhoneUser;
  quoteRequest: QuoteRequest;
  facts: SummaryFacts;
  coupon: AppliedCoupon | null;
  onCouponChange: (c: AppliedCoupon | null) => void;
  onPaid: (result: PaymentResult) => void;
  /** A coupon took the total to zero: nothing to charge, book without a card. */
  onZeroTotal: () => void;
  onClose: () => void;
}

function failureText(e: unknown): string {
  if (e instanceof ApiError && e.message) return e.message;
  if (e instanceof Error && e.message && !(e instanceof TypeError)) return e.message;
  return 'Something went wrong. Please try again.';
}

export function PaymentDialog({
  user,
  quoteRequest,
  facts,
  coupon,
  onCouponChange,
  onPaid,
  onZeroTotal,
  onClose,
}: Props) {
  const request: QuoteRequest = { ...quoteRequest, couponCode: coupon?.code };
  const { quote, error: quoteError } = useQuote(request, true);
  const [mode, setMode] = useState<PaymentMode | null>(null);
  const [card, setCard] = useState<CardData>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [storeCard, setStoreCard] = useState(false);
  const [hostedReady, setHostedReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const hosted = useRef<HostedCardHandle>(null);

  useEffect(() => {
    resolvePaymentMode()
      .then(setMode)
      .catch(() => {
        toast({
          title: 'Payment System Error',
          description: 'Failed to initialize payment system. Please try again.',
          variant: 'destructive',
        });
        setMode({ kind: 'twin', processor: 'square' });
      });
  }, []);

  const totalCents = quote ? quote.totalCents : null;

  const bookingData = (): BookingData => ({
    userId: user.id,
    date: request.date,
    time: request.startTime,
    duration: request.duration,
    bayId: request.bayId,
    creditsUsed: request.creditsUsed ?? 0,
    membershipId: null,
    membershipSignup: false,
    addCreditOffer: Boolean(request.addCreditOffer),
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    giftCardCode: request.giftCardCode ?? null,
    finalAmount: quote?.total ?? '0.00',
    customerFirstName: user.firstName || 'Guest',
    customerLastName: user.lastName || 'User',
    customerPhone: user.phoneNumber,
    customerEmail: user.email,
    cardholderName: card.cardholderName,
  });

  const pay = async () => {
    if (!mode || totalCents === null) {
      toast({
        title: 'Payment Error',
        description: 'Payment system not ready. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    if (mode.kind === 'twin') {
      const found = validateCard(card);
      setErrors(found);
      if (Object.keys(found).length) {
        toast({ title: 'Validation Error', description: joinErrors(found), variant: 'destructive' });
        return;
      }
    } else if (!hostedReady || !hosted.current) {
      toast({
        title: 'Payment Error',
        description: 'Payment system not ready. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      let result: PaymentResult;
      if (mode.kind === 'stripe' || (mode.kind === 'twin' && mode.processor === 'stripe')) {
        // Stripe: an intent for the server's amount, then the card (a PaymentMethod id from
        // Stripe.js, or the typed card for the local twin) goes to the server, which charges it.
        const secret = await createPaymentIntent(totalCents, bookingData());
        const cardData =
          mode.kind === 'stripe'
            ? { paymentMethodId: await hosted.current!.tokenize({ cardholderName: card.cardholderName }) }
            : { ...card, cardNumber: card.cardNumber.replace(/\D/g, '') };
        result = await processStripePayment({ clientSecret: secret, cardData, storeCard, bookingData: bookingData() });
      } else {
        let sourceId: string;
        try {
          sourceId =
            mode.kind === 'twin'
              ? await createTwinToken(card)
              : await hosted.current!.tokenize({ cardholderName: card.cardholderName });
        } catch (e) {
          toast({
            title: 'Card Error',
            description: failureText(e) || 'Card tokenization failed',
            variant: 'destructive',
          });
          return;
        }
        result = await processSquarePayment({
          sourceId,
          amountCents: totalCents,
          storeCard,
          bookingData: bookingData(),
        });
      }
      toast({ title: 'Payment Successful', description: 'Your booking has been confirmed!' });
      onPaid(result);
    } catch (e) {
      toast({ title: 'Payment Failed', description: failureText(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const payLabel = busy ? 'Processing…' : totalCents === null ? 'Preparing…' : `Pay ${formatCents(totalCents)}`;

  return (
    <Dialog
      title="Complete Payment"
      description="Your card is charged the total below; the bay is held while we confirm."
      onClose={() => !busy && onClose()}
      testId="payment-dialog"
      footer={
        totalCents === 0 ? (
          <button type="button" className="btn btn-primary btn-block" onClick={onZeroTotal}>
            Confirm Booking - $0.00
          </button>
        ) : (
          <button
            type="submit"
            form="payment-form"
            className="btn btn-primary btn-block"
            disabled={busy || totalCents === null || !mode}
          >
            {payLabel}
          </button>
        )
      }
    >
      <div className="stack">
        <BookingSummary facts={facts} quote={quote} error={quoteError} />
        <CouponBox
          userId={user.id}
          orderAmount={quote?.subtotal ?? quote?.total ?? '0.00'}
          applied={coupon}
          onApply={onCouponChange}
          onRemove={() => onCouponChange(null)}
        />
        <form
          id="payment-form"
          className="stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void pay();
          }}
        >
          {mode === null ? <p className="muted small">Loading secure payment…</p> : null}
          {mode?.kind === 'twin' ? <CardForm value={card} errors={errors} onChange={setCard} /> : null}
          {mode && mode.kind !== 'twin' ? (
            <HostedCard
              mode={mode}
              handleRef={hosted}
              onReady={setHostedReady}
              onError={(m) => toast({ title: 'Payment Error', description: m, variant: 'destructive' })}
            />
          ) : null}
          <label className="checkbox">
            <input type="checkbox" checked={storeCard} onChange={(e) => setStoreCard(e.target.checked)} />
            Save this card for future bookings
          </label>
          <p className="muted small" style={{ margin: 0 }}>
            <LockIcon /> Payments are encrypted. We never store your full card number.
          </p>
        </form>
      </div>
    </Dialog>
  );
}
