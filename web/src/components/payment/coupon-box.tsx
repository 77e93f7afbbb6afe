import { useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { normalizeCouponCode, type AppliedCoupon, type CouponPreview } from '@/lib/payments/coupons';
import { TagIcon } from '@/components/ui/icons';
import { AppliedCode } from './applied-code';

interface Props {
  /** The coupon on the order, as the order's current quote shows it. */
  applied: AppliedCoupon | null;
  /** The server's quote of this order with the code on it (the saving shown is that quote's). */
  preview: CouponPreview;
  onApply: (coupon: AppliedCoupon) => void;
  onRemove: () => void;
}

const INVALID = 'This coupon cannot be applied to your order.';

/**
 * Collapsed prompt, then the entry, then the applied coupon; cancel or remove goes back to the start.
 * It computes no amount: the saving is the server's quote of the same order with the coupon on it.
 */
export function CouponBox({ applied, preview, onApply, onRemove }: Props) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  if (applied) {
    return (
      <AppliedCode
        icon={<TagIcon size={16} />}
        code={applied.code}
        testId="coupon-box"
        onRemove={() => {
          onRemove();
          setOpen(false);
          setCode('');
          toast({ title: 'Coupon Removed' });
        }}
      >
        {applied.name} · Save {formatMoney(applied.discountAmount)}
        {applied.creditsGranted > 0
          ? ` · +${applied.creditsGranted} credit${applied.creditsGranted === 1 ? '' : 's'}`
          : ''}
      </AppliedCode>
    );
  }

  if (!open) {
    return (
      <div className="coupon-box" data-testid="coupon-box">
        <button type="button" className="btn btn-link" onClick={() => setOpen(true)}>
          Have a coupon code?
        </button>
      </div>
    );
  }

  const apply = async () => {
    const normalized = normalizeCouponCode(code);
    if (!normalized) {
      toast({ title: 'Enter Coupon Code', description: 'Please enter a valid coupon code.', variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const c = await preview(normalized);
      if (!c) {
        toast({ title: 'Invalid Coupon', description: INVALID, variant: 'destructive' });
        return;
      }
      const credits = c.creditsGranted > 0 ? ` and earn ${c.creditsGranted} credits` : '';
      toast({ title: 'Coupon Applied!', description: `${c.name}: Save ${formatMoney(c.discountAmount)}${credits}` });
      onApply(c);
    } catch (e) {
      const invalid = e instanceof ApiError && e.code === 'COUPON.INVALID';
      toast({
        title: invalid ? 'Invalid Coupon' : 'Validation Error',
        description: e instanceof ApiError && e.message ? e.message : invalid ? INVALID : 'Failed to validate coupon.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="coupon-box"
      data-testid="coupon-box"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <div className="input-row">
        <div className="field">
          <label htmlFor="coupon-code">Coupon Code</label>
          <input
            id="coupon-code"
            className="input"
            autoComplete="off"
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
          />
        </div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy}
          aria-label={busy ? undefined : 'Apply coupon'}
        >
          {busy ? 'Checking…' : 'Apply'}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setOpen(false);
            setCode('');
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
