import { useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { normalizeCouponCode, useValidateCoupon, type AppliedCoupon } from '../api/coupons';
import { TagIcon } from '@/components/ui/icons';
import { AppliedCode } from './applied-code';

interface Props {
  userId: string;
  orderAmount: string;
  applied: AppliedCoupon | null;
  onApply: (coupon: AppliedCoupon) => void;
  onRemove: () => void;
}

/** Collapsed prompt, then the entry, then the applied coupon; cancel or remove goes back to the start. */
export function CouponBox({ userId, orderAmount, applied, onApply, onRemove }: Props) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const { trigger: validate, isMutating: busy } = useValidateCoupon();

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
    try {
      const result = await validate({ code: normalized, userId, orderAmount });
      if (!result.ok) {
        toast({
          title: 'Invalid Coupon',
          description: result.error || 'This coupon cannot be applied to your order.',
          variant: 'destructive',
        });
        return;
      }
      const c = result.coupon;
      const credits = c.creditsGranted > 0 ? ` and earn ${c.creditsGranted} credits` : '';
      toast({ title: 'Coupon Applied!', description: `${c.name}: Save ${formatMoney(c.discountAmount)}${credits}` });
      onApply(c);
    } catch (e) {
      toast({
        title: 'Validation Error',
        description: e instanceof ApiError && e.message ? e.message : 'Failed to validate coupon.',
        variant: 'destructive',
      });
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
