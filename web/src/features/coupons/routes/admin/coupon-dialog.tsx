import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/admin/money-input';
import { SettingsFormShell, useSettingsForm, type FieldErrors } from '@/components/admin/settings-form';
import type { Coupon } from '@/features/coupons/api/coupon';
import { saveCoupon, type CouponTerms } from '@/features/coupons/api/save-coupon';

interface Form {
  code: string;
  name: string;
  description: string;
  discountType: Coupon['discountType'];
  discountValue: string;
  expiresAt: string;
  maxUses: string;
  maxUsesPerUser: string;
  minimumOrderAmount: string;
  context: Coupon['context'];
}

const optionalCount = (s: string) => s.trim() === '' || (Number.isInteger(Number(s)) && Number(s) > 0);

function validate(v: Form, creating: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (creating && v.code.trim().length < 3) errors.code = 'Coupon code must be at least 3 characters';
  else if (creating && !/^[A-Za-z0-9_-]+$/.test(v.code.trim()))
    errors.code = 'Coupon codes use letters, digits, - and _';
  if (!v.name.trim()) errors.name = 'Coupon name is required';
  const value = Number(v.discountValue);
  if (v.discountValue.trim() === '' || !(value >= 0)) errors.discountValue = 'Discount value is required';
  else if (v.discountType === 'percentage' && value > 100)
    errors.discountValue = 'A percentage discount cannot exceed 100';
  if (!optionalCount(v.maxUses)) errors.maxUses = 'Max uses must be a whole number above 0';
  if (!optionalCount(v.maxUsesPerUser)) errors.maxUsesPerUser = 'Max uses per customer must be a whole number above 0';
  return errors;
}

/** Creates a coupon or edits one's terms (the code never changes). */
export function CouponDialog({
  coupon,
  onClose,
  onSaved,
}: {
  coupon: Coupon | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const creating = coupon === null;
  const form = useSettingsForm<Form>({
    saved: {
      code: coupon?.code ?? '',
      name: coupon?.name ?? '',
      description: coupon?.description ?? '',
      discountType: coupon?.discountType ?? 'percentage',
      discountValue: coupon ? String(coupon.discountValue) : '',
      expiresAt: coupon?.expiresAt?.slice(0, 10) ?? '',
      maxUses: coupon?.maxUses ? String(coupon.maxUses) : '',
      maxUsesPerUser: coupon?.maxUsesPerUser ? String(coupon.maxUsesPerUser) : '',
      minimumOrderAmount: coupon && coupon.minimumOrderAmount !== '0.00' ? coupon.minimumOrderAmount : '',
      context: coupon?.context ?? 'booking',
    },
    validate: (v) => validate(v, creating),
    savedTitle: creating ? 'Coupon Created' : 'Coupon Saved',
    submit: async (v) => {
      const body: CouponTerms = {
        name: v.name.trim(),
        description: v.description.trim() || null,
        discountType: v.discountType,
        discountValue: Number(v.discountValue),
        creditsGranted: coupon?.creditsGranted ?? 0,
        expiresAt: v.expiresAt || null,
        maxUses: v.maxUses ? Number(v.maxUses) : null,
        maxUsesPerUser: v.maxUsesPerUser ? Number(v.maxUsesPerUser) : null,
        minimumOrderAmount: v.minimumOrderAmount || null,
        context: v.context,
      };
      await saveCoupon(creating ? { code: v.code.trim(), terms: body } : { id: coupon.id, terms: body });
      onSaved();
      onClose();
    },
  });
  const v = form.values!;
  const text = (key: keyof Form, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      label={label}
      value={v[key]}
      onChange={(e) => form.set(key, e.target.value as never)}
      error={form.errors[key]}
      {...extra}
    />
  );
  return (
    <Dialog title={creating ? 'New Coupon' : `Edit ${coupon.code}`} onClose={onClose} size="lg">
      <SettingsFormShell form={form} saveLabel={creating ? 'Create Coupon' : 'Save Coupon'}>
        {creating ? text('code', 'Code', { autoCapitalize: 'characters' }) : null}
        {text('name', 'Name')}
        {text('description', 'Description')}
        <div className="settings-row">
          <div className="field">
            <label htmlFor="coupon-type">Discount type</label>
            <select
              id="coupon-type"
              className="input"
              value={v.discountType}
              onChange={(e) => form.set('discountType', e.target.value as Form['discountType'])}
            >
              <option value="percentage">Percentage</option>
              <option value="fixed_amount">Fixed amount</option>
            </select>
          </div>
          {v.discountType === 'percentage' ? (
            text('discountValue', 'Discount %', { type: 'number', min: 0, max: 100 })
          ) : (
            <MoneyInput
              label="Discount amount"
              value={v.discountValue}
              onChange={(x) => form.set('discountValue', x)}
              error={form.errors.discountValue}
            />
          )}
        </div>
        <div className="settings-row">
          {text('maxUses', 'Max uses', { type: 'number', min: 1 })}
          {text('maxUsesPerUser', 'Max uses per customer', { type: 'number', min: 1 })}
        </div>
        <div className="settings-row">
          <MoneyInput
            label="Minimum order"
            value={v.minimumOrderAmount}
            onChange={(x) => form.set('minimumOrderAmount', x)}
            error={form.errors.minimumOrderAmount}
          />
          {text('expiresAt', 'Expires on', { type: 'date' })}
        </div>
        <div className="field">
          <label htmlFor="coupon-context">Applies to</label>
          <select
            id="coupon-context"
            className="input"
            value={v.context}
            onChange={(e) => form.set('context', e.target.value as Form['context'])}
          >
            <option value="booking">Bookings</option>
            <option value="gift_card">Gift cards</option>
            <option value="any">Anything</option>
          </select>
        </div>
      </SettingsFormShell>
    </Dialog>
  );
}
