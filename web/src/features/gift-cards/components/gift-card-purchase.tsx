import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { CheckoutDialogs, useCheckout } from '@/components/checkout';
import { toast } from '@/components/ui/toast-store';
import { VENUE_TIMEZONE } from '@/config/venue';
import type { PhoneUser } from '@/lib/session/phone-user';
import { fulfilledOf, type OrderChoice } from '@/lib/payments/orders';
import { formatLongDate, venueNow } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { GiftCardDone } from './gift-card-done';
import { GiftCardFields } from './gift-card-fields';
import { emptyForm, giftCardProblem, type GiftCardForm } from './gift-card-form';

export { giftCardProblem, PRESETS, type GiftCardForm } from './gift-card-form';

const orderOf = (form: GiftCardForm, amount: number): OrderChoice => ({
  lines: [
    {
      type: 'gift-card',
      amount,
      recipientName: form.recipientName.trim(),
      recipientEmail: form.recipientEmail.trim() || null,
      senderName: form.senderName.trim(),
      senderEmail: form.senderEmail.trim() || null,
      message: form.personalMessage || null,
      deliveryMethod: form.deliveryMethod,
      deliveryDate: form.deliveryMethod === 'email' && form.deliveryDate ? form.deliveryDate : null,
    },
  ],
});

/** Purchase Gift Card: amount, recipient, sender, message, delivery; then 'Ready to Purchase'; then payment. */
export function GiftCardPurchase({ user }: { user: PhoneUser | null }) {
  const [form, setForm] = useState<GiftCardForm>(() => emptyForm(user));
  const [step, setStep] = useState<'form' | 'review'>('form');
  const [done, setDone] = useState<{ code: string; message: string } | null>(null);
  const { mutate } = useSWRConfig();
  const set = (patch: Partial<GiftCardForm>) => setForm({ ...form, ...patch });
  const amount = form.amount ?? Number(form.customAmount);
  const today = venueNow(VENUE_TIMEZONE).date;
  const ready = Boolean(amount) && Boolean(form.recipientName.trim()) && Boolean(form.senderName.trim());
  // A guest may buy a gift card: no sign-in, paid without an account.
  const checkout = useCheckout({ user, order: step === 'review' ? orderOf(form, amount) : null, guest: true });

  const toPayment = () => {
    const problem = giftCardProblem(form);
    if (problem) return toast({ title: problem.title, description: problem.message, variant: 'destructive' });
    setStep('review');
  };

  const deliveryNote =
    form.deliveryMethod === 'pickup'
      ? 'Available for pickup.'
      : form.deliveryDate && form.deliveryDate > today
        ? `Email sent to recipient on ${formatLongDate(form.deliveryDate)}.`
        : 'Email sent to recipient.';

  if (done)
    return (
      <GiftCardDone
        code={done.code}
        message={done.message}
        onAnother={() => {
          setDone(null);
          setForm(emptyForm(user));
          setStep('form');
        }}
      />
    );

  return (
    <section className="card stack" aria-labelledby="gift-buy-title">
      <h2 id="gift-buy-title">Purchase Gift Card</h2>
      <GiftCardFields form={form} set={set} today={today} disabled={step !== 'form'} />
      {step === 'form' ? (
        <button type="button" className="btn btn-primary" disabled={!ready} onClick={toPayment}>
          Continue to Payment
        </button>
      ) : (
        <div className="alert stack" role="status">
          <strong>Ready to Purchase</strong>
          <p style={{ margin: 0 }}>
            A {formatMoney(amount)} gift card for {form.recipientName.trim()} from {form.senderName.trim()}.{' '}
            {deliveryNote}
          </p>
          <div className="row">
            <button type="button" className="btn btn-primary" onClick={checkout.start}>
              Complete Purchase
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setStep('form')}>
              Edit
            </button>
          </div>
        </div>
      )}
      <CheckoutDialogs
        checkout={checkout}
        payment={{
          details: <p className="muted">Gift card for {form.recipientName.trim()}</p>,
          successTitle: 'Gift Card Purchase Successful!',
          failureTitle: 'Purchase Failed',
          successText: deliveryNote,
        }}
        onPaid={(paid) => {
          setDone({ code: fulfilledOf(paid, 'gift-card') ?? '', message: deliveryNote });
          void mutate((key) => typeof key === 'string' && key.startsWith('/api/gift-cards'));
        }}
      />
    </section>
  );
}
