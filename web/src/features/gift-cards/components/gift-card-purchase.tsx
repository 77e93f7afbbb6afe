import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { VENUE_TIMEZONE } from '@/config/venue';
import type { PhoneUser } from '@/lib/session/phone-user';
import { fulfilledOf } from '@/lib/payments/orders';
import { PaymentDialog } from '@/components/payment/payment-dialog';
import { formatLongDate, venueNow } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

export const PRESETS = [25, 50, 100, 150, 200, 300];
const MESSAGE_MAX = 200;

export interface GiftCardForm {
  amount: number | null;
  customAmount: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  senderEmail: string;
  personalMessage: string;
  deliveryMethod: 'email' | 'pickup';
  deliveryDate: string;
}

/** The spec's checks, each a toast title and message; null when the form can go to payment. */
export function giftCardProblem(form: GiftCardForm): { title: string; message: string } | null {
  const amount = form.amount ?? Number(form.customAmount);
  if (!Number.isFinite(amount) || amount < 10)
    return { title: 'Invalid Amount', message: 'Gift card amount must be at least $10.00' };
  if (amount > 1000) return { title: 'Invalid Amount', message: 'Gift card amount can be at most $1,000.00' };
  if (!form.recipientName.trim()) return { title: 'Recipient Required', message: "Please enter the recipient's name" };
  if (form.deliveryMethod === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.recipientEmail.trim()))
    return { title: 'Email Required', message: "Please enter the recipient's email address for email delivery" };
  if (!form.senderName.trim()) return { title: 'Sender Required', message: 'Please enter your name' };
  return null;
}

const emptyForm = (user: PhoneUser | null): GiftCardForm => ({
  amount: 50,
  customAmount: '',
  recipientName: '',
  recipientEmail: '',
  senderName: user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '',
  senderEmail: user?.email ?? '',
  personalMessage: '',
  deliveryMethod: 'email',
  deliveryDate: '',
});

/** Purchase Gift Card: amount, recipient, sender, message, delivery; then 'Ready to Purchase'; then payment. */
export function GiftCardPurchase({ user }: { user: PhoneUser | null }) {
  const [form, setForm] = useState<GiftCardForm>(() => emptyForm(user));
  const [step, setStep] = useState<'form' | 'review' | 'pay'>('form');
  const [done, setDone] = useState<{ code: string; message: string } | null>(null);
  const { mutate } = useSWRConfig();
  const doneRef = useRef<HTMLElement>(null);
  // The code is the point of the page once bought: bring it into view.
  useEffect(() => {
    if (done) doneRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [done]);
  const set = (patch: Partial<GiftCardForm>) => setForm({ ...form, ...patch });
  const amount = form.amount ?? Number(form.customAmount);
  const today = venueNow(VENUE_TIMEZONE).date;
  const ready = Boolean(amount) && Boolean(form.recipientName.trim()) && Boolean(form.senderName.trim());

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
      <section ref={doneRef} className="card stack center" aria-labelledby="gift-done-title">
        <h2 id="gift-done-title">Gift Card Purchase Successful!</h2>
        <p className="muted">Gift card code</p>
        <p className="gift-code" data-testid="gift-card-code">
          {done.code}
        </p>
        <p>{done.message}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setDone(null);
            setForm(emptyForm(user));
            setStep('form');
          }}
        >
          Buy Another Gift Card
        </button>
      </section>
    );

  return (
    <section className="card stack" aria-labelledby="gift-buy-title">
      <h2 id="gift-buy-title">Purchase Gift Card</h2>
      <fieldset className="stack" disabled={step !== 'form'}>
        <legend className="label">Amount</legend>
        <div className="chip-row" role="radiogroup" aria-label="Gift card amount">
          {PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={form.amount === p}
              className={form.amount === p ? 'chip active' : 'chip'}
              onClick={() => set({ amount: p, customAmount: '' })}
            >
              ${p}
            </button>
          ))}
        </div>
        <Field
          label="Custom amount"
          type="number"
          min={10}
          step={1}
          inputMode="numeric"
          placeholder="Other amount ($10 or more)"
          value={form.customAmount}
          onChange={(e) => set({ customAmount: e.target.value, amount: e.target.value ? null : 50 })}
        />
        <div className="form-grid-2">
          <Field
            label="Recipient Name"
            value={form.recipientName}
            onChange={(e) => set({ recipientName: e.target.value })}
          />
          <Field
            label="Recipient Email"
            type="email"
            value={form.recipientEmail}
            onChange={(e) => set({ recipientEmail: e.target.value })}
            hint={form.deliveryMethod === 'pickup' ? 'Optional for pickup' : undefined}
          />
          <Field label="Your Name" value={form.senderName} onChange={(e) => set({ senderName: e.target.value })} />
          <Field
            label="Your Email"
            type="email"
            value={form.senderEmail}
            onChange={(e) => set({ senderEmail: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor="gift-message">
            Personal Message
          </label>
          <textarea
            id="gift-message"
            className="input"
            rows={3}
            maxLength={MESSAGE_MAX}
            value={form.personalMessage}
            aria-describedby="gift-message-count"
            onChange={(e) => set({ personalMessage: e.target.value })}
          />
          <span id="gift-message-count" className="field-hint">
            {form.personalMessage.length}/{MESSAGE_MAX}
          </span>
        </div>
        <div className="form-grid-2">
          <fieldset className="stack">
            <legend className="label">Delivery</legend>
            <label className="checkbox">
              <input
                type="radio"
                name="delivery"
                checked={form.deliveryMethod === 'email'}
                onChange={() => set({ deliveryMethod: 'email' })}
              />
              Email to the recipient
            </label>
            <label className="checkbox">
              <input
                type="radio"
                name="delivery"
                checked={form.deliveryMethod === 'pickup'}
                onChange={() => set({ deliveryMethod: 'pickup', deliveryDate: '' })}
              />
              Pick up at the venue
            </label>
          </fieldset>
          {form.deliveryMethod === 'email' ? (
            <Field
              label="Delivery Date"
              type="date"
              min={today}
              value={form.deliveryDate}
              onChange={(e) => set({ deliveryDate: e.target.value })}
              hint="Leave empty to send it now."
            />
          ) : null}
        </div>
      </fieldset>
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
            <button type="button" className="btn btn-primary" onClick={() => setStep('pay')}>
              Complete Purchase
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setStep('form')}>
              Edit
            </button>
          </div>
        </div>
      )}
      {step === 'pay' ? (
        <PaymentDialog
          order={{
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
          }}
          userId={user?.id ?? null}
          details={<p className="muted">Gift card for {form.recipientName.trim()}</p>}
          successTitle="Gift Card Purchase Successful!"
          failureTitle="Purchase Failed"
          successText={deliveryNote}
          onPaid={(paid) => {
            setDone({ code: fulfilledOf(paid, 'gift-card') ?? '', message: deliveryNote });
            void mutate((key) => typeof key === 'string' && key.startsWith('/api/gift-cards'));
          }}
          onClose={() => setStep('review')}
        />
      ) : null}
    </section>
  );
}
