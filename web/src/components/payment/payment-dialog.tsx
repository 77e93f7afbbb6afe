import { useState, type ReactNode } from 'react';
import { CARD_ON_FILE_REQUIRED } from '@contracts/no-show/codes';
import { Dialog } from '@/components/ui/dialog';
import { LockIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { newKey } from '@/lib/ids';
import { formatMoney } from '@/lib/money';
import type { AppliedCoupon } from '@/lib/payments/coupons';
import { payOrder, quoteOrder, useOrderQuote, type OrderChoice, type PaidOrder } from '@/lib/payments/orders';
import { useSavedCards } from '@/lib/payments/saved-cards';
import type { PayOrderRequestBody } from '@contracts/checkout/orders';
import { BankApprovalFrame, bankApprovalOf, type BankApprovalAsk } from './bank-approval';
import { CardForm } from './card-form';
import { CouponBox } from './coupon-box';
import { HostedCard } from './hosted-card';
import { OrderSummary } from './order-summary';
import { NEW_CARD, SavedCardChoice } from './saved-card-choice';
import { CARDS_OFF_NOTICE, CardEntryError, useCardEntry } from './use-card-entry';

interface Props {
  /** What is being bought (lines, credits, gift card); the server prices it. */
  order: OrderChoice;
  /** The signed-in buyer (coupons and keeping a card need an account). */
  userId: string | null;
  /** What the purchase is, above the price (a booking's date and bay, a plan's name...). */
  details?: ReactNode;
  coupon?: AppliedCoupon | null;
  onCouponChange?: (c: AppliedCoupon | null) => void;
  /** The button when nothing is left to pay (e.g. 'Confirm Booking'). */
  confirmLabel?: string;
  successTitle?: string;
  successText?: string;
  /** The failure toast's title ('Payment Failed' unless the purchase names its own). */
  failureTitle?: string;
  /** The card must be kept (memberships renew with it): the box is ticked, locked and says why. */
  cardRequiredFor?: string;
  /** Another way to pay, under the card form (e.g. the provider's hosted checkout page). */
  alternative?: ReactNode;
  onPaid: (paid: PaidOrder) => void;
  onClose: () => void;
  /** The order needs a card on file first (no-show protection): the server's message. */
  onCardRequired?: (message: string) => void;
}

const failureText = (e: unknown) =>
  e instanceof ApiError && e.message
    ? e.message
    : e instanceof Error && e.message && !(e instanceof TypeError)
      ? e.message
      : 'Something went wrong. Please try again.';

/**
 * One payment dialog for every purchase: the server's quote in, a paid order out (POST /api/orders
 * with an idempotency key, so a double click or a retry charges once). It knows nothing of what the
 * lines are.
 */
export function PaymentDialog(props: Props) {
  const { order, userId, coupon = null, onPaid, onClose } = props;
  const priced: OrderChoice = { ...order, couponCode: coupon?.code ?? null };
  const { quote, error: quoteError, refresh } = useOrderQuote(priced);
  const entry = useCardEntry();
  const [storeCard, setStoreCard] = useState(Boolean(props.cardRequiredFor));
  const [busy, setBusy] = useState(false);
  // Charged, and the server is still confirming the order (202): the dialog follows its status URL.
  const [processing, setProcessing] = useState(false);
  // One key per dialog: a repeated submit is the same payment; another card after a decline is a new attempt.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const free = quote?.total === '0.00';
  const { cards } = useSavedCards(userId);
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const cardChoice = chosenCard ?? cards.find((c) => c.isDefault)?.id ?? cards[0]?.id ?? NEW_CARD;
  // A saved card pays off-session through the order (useCardOnFile); no card form, nothing to keep.
  const savedCard = !free && cardChoice !== NEW_CARD ? cardChoice : null;
  // The bank wants the buyer to approve (3-D Secure): its page shows here, then the same order pays again.
  const [approval, setApproval] = useState<{ ask: BankApprovalAsk; body: PayOrderRequestBody } | null>(null);

  const pay = async (approved?: { ask: BankApprovalAsk; body: PayOrderRequestBody }) => {
    if (!quote) return;
    setBusy(true);
    setApproval(null);
    let body: PayOrderRequestBody | null = approved?.body ?? null;
    try {
      if (!body) {
        const source = free || savedCard ? null : await entry.tokenize();
        body = {
          ...priced,
          idempotencyKey,
          expectedAmount: quote.total,
          sourceId: source?.sourceId ?? null,
          processor: source?.processor ?? null,
          storeCard: !savedCard && Boolean(userId) && (storeCard || Boolean(props.cardRequiredFor)),
          canAuthenticate: true,
          ...(savedCard ? { useCardOnFile: true, cardOnFileId: savedCard } : {}),
        };
      }
      const paid = await payOrder(
        approved ? { ...body, authenticatedPayment: { ref: approved.ask.ref, orderId: approved.ask.orderId } } : body,
        { signedIn: Boolean(userId), onProcessing: () => setProcessing(true) },
      );
      toast({
        title: props.successTitle ?? 'Payment Successful',
        description: props.successText ?? 'Your payment is complete.',
      });
      onPaid(paid);
    } catch (e) {
      const ask = approved ? null : bankApprovalOf(e);
      // Not approved after all: the next try is a new payment (the refused one cannot be approved again).
      if (approved) setIdempotencyKey(newKey());
      if (ask && body) {
        setApproval({ ask, body });
      } else if (e instanceof ApiError && e.code === CARD_ON_FILE_REQUIRED && props.onCardRequired) {
        props.onCardRequired(e.message);
      } else if (e instanceof CardEntryError) {
        toast({ title: e.title, description: e.message, variant: 'destructive' });
      } else {
        toast({ title: props.failureTitle ?? 'Payment Failed', description: failureText(e), variant: 'destructive' });
        if (e instanceof ApiError && e.code === 'PAYMENT.AMOUNT_MISMATCH') void refresh();
      }
    } finally {
      setBusy(false);
      setProcessing(false);
    }
  };

  const label = processing
    ? 'Payment processing…'
    : busy
      ? 'Processing…'
      : !quote
        ? 'Preparing…'
        : free
          ? `${props.confirmLabel ?? 'Confirm'} - $0.00`
          : `Pay ${formatMoney(quote.total)}`;

  return (
    <Dialog
      title="Complete Payment"
      description="Your card is charged the total below; nothing is taken if the payment does not go through."
      onClose={() => !busy && onClose()}
      testId="payment-dialog"
      footer={
        <button
          type="submit"
          form="payment-form"
          className="btn btn-primary btn-block"
          disabled={busy || Boolean(approval) || !quote || (!free && !savedCard && !entry.mode)}
        >
          {label}
        </button>
      }
    >
      <div className="stack">
        {props.details}
        {processing ? (
          <p role="status" className="muted small" style={{ margin: 0 }}>
            Payment processing… We are confirming your order; you will not be charged twice.
          </p>
        ) : null}
        <OrderSummary quote={quote} error={quoteError} />
        {approval ? <BankApprovalFrame ask={approval.ask} onReturned={() => void pay(approval)} /> : null}
        {userId && props.onCouponChange ? (
          <CouponBox
            applied={quote?.coupon ?? coupon}
            preview={(code) => quoteOrder({ ...order, couponCode: code }).then((q) => q.coupon ?? null)}
            onApply={props.onCouponChange}
            onRemove={() => props.onCouponChange?.(null)}
          />
        ) : null}
        <form
          id="payment-form"
          className="stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void pay();
          }}
        >
          {free ? null : <SavedCardChoice cards={cards} value={cardChoice} onChange={setChosenCard} />}
          {free || savedCard ? null : <CardEntry entry={entry} />}
          {userId && !free && !savedCard ? (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={storeCard || Boolean(props.cardRequiredFor)}
                disabled={Boolean(props.cardRequiredFor)}
                onChange={(e) => setStoreCard(e.target.checked)}
              />
              Save this card for future payments
              {props.cardRequiredFor ? (
                <span className="muted small"> (Required for {props.cardRequiredFor})</span>
              ) : null}
            </label>
          ) : null}
          <p className="muted small" style={{ margin: 0 }}>
            <LockIcon /> Payments are encrypted. We never store your full card number.
          </p>
        </form>
        {props.alternative}
      </div>
    </Dialog>
  );
}

export function CardEntry({ entry }: { entry: ReturnType<typeof useCardEntry> }) {
  const { mode } = entry;
  if (!mode) return <p className="muted small">Loading secure payment…</p>;
  if (mode.kind === 'off')
    return (
      <p role="status" className="muted">
        {CARDS_OFF_NOTICE}
      </p>
    );
  if (mode.kind === 'twin') return <CardForm value={entry.card} errors={entry.errors} onChange={entry.setCard} />;
  return (
    <HostedCard
      mode={mode}
      handleRef={entry.hosted}
      onReady={entry.setHostedReady}
      onError={(m) => toast({ title: 'Payment Error', description: m, variant: 'destructive' })}
    />
  );
}
