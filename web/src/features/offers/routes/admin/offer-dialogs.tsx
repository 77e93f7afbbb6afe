import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/admin/money-input';
import { SettingsFormShell, useSettingsForm, type FieldErrors } from '@/components/admin/settings-form';
import type { CreditOffer, PromoOffer } from '@/features/offers/api/offers';
import { saveCreditOffer, savePromoOffer } from '@/features/offers/api/save-offer';

const halfSteps = (s: string, min: number) => s.trim() !== '' && Number(s) >= min && Number.isInteger(Number(s) * 2);

function priceErrors(price: string, regular: string, priceKey: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!price) errors[priceKey] = 'Prices are dollar amounts like 18.00';
  if (!regular) errors.regularPrice = 'Prices are dollar amounts like 18.00';
  else if (price && Number(price) > Number(regular))
    errors[priceKey] = 'The offer price cannot be above the regular price';
  return errors;
}

interface Props<T> {
  offer: T | null;
  onClose: () => void;
  onSaved: () => void;
}

export function PromoOfferDialog({ offer, onClose, onSaved }: Props<PromoOffer>) {
  const form = useSettingsForm({
    saved: {
      name: offer?.name ?? '',
      description: offer?.description ?? '',
      creditsGranted: offer ? String(offer.creditsGranted) : '',
      offerPrice: offer?.offerPrice ?? '',
      regularPrice: offer?.regularPrice ?? '',
      maxPurchasesPerUser: offer?.maxPurchasesPerUser ? String(offer.maxPurchasesPerUser) : '',
    },
    validate: (v) => ({
      ...(v.name.trim() ? {} : { name: 'Offer name is required' }),
      ...(halfSteps(v.creditsGranted, 0) ? {} : { creditsGranted: 'Credits come in half steps' }),
      ...priceErrors(v.offerPrice, v.regularPrice, 'offerPrice'),
    }),
    savedTitle: offer ? 'Offer Saved' : 'Offer Created',
    submit: async (v) => {
      const body = {
        name: v.name.trim(),
        description: v.description.trim() || null,
        creditsGranted: Number(v.creditsGranted),
        offerPrice: v.offerPrice,
        regularPrice: v.regularPrice,
        maxPurchasesPerUser: v.maxPurchasesPerUser ? Number(v.maxPurchasesPerUser) : null,
        isActive: offer?.isActive ?? true,
      };
      await savePromoOffer({ id: offer?.id ?? null, offer: body });
      onSaved();
      onClose();
    },
  });
  const v = form.values!;
  return (
    <Dialog title={offer ? `Edit ${offer.name}` : 'New Promotional Offer'} onClose={onClose}>
      <SettingsFormShell form={form} saveLabel={offer ? 'Save Offer' : 'Create Offer'}>
        <Field
          label="Offer name"
          value={v.name}
          onChange={(e) => form.set('name', e.target.value)}
          error={form.errors.name}
        />
        <Field label="Description" value={v.description} onChange={(e) => form.set('description', e.target.value)} />
        <Field
          label="Credits granted"
          type="number"
          step={0.5}
          min={0}
          value={v.creditsGranted}
          onChange={(e) => form.set('creditsGranted', e.target.value)}
          error={form.errors.creditsGranted}
        />
        <div className="settings-row">
          <MoneyInput
            label="Offer price"
            value={v.offerPrice}
            onChange={(x) => form.set('offerPrice', x)}
            error={form.errors.offerPrice}
          />
          <MoneyInput
            label="Regular price"
            value={v.regularPrice}
            onChange={(x) => form.set('regularPrice', x)}
            error={form.errors.regularPrice}
          />
        </div>
        <Field
          label="Max purchases per customer"
          type="number"
          min={1}
          value={v.maxPurchasesPerUser}
          onChange={(e) => form.set('maxPurchasesPerUser', e.target.value)}
          hint="Empty: no limit."
        />
      </SettingsFormShell>
    </Dialog>
  );
}

export function CreditOfferDialog({ offer, onClose, onSaved }: Props<CreditOffer>) {
  const form = useSettingsForm({
    saved: {
      name: offer?.name ?? '',
      credits: offer ? String(offer.credits) : '',
      price: offer?.price ?? '',
      regularPrice: offer?.regularPrice ?? '',
      sortOrder: String(offer?.sortOrder ?? 0),
    },
    validate: (v) => ({
      ...(v.name.trim() ? {} : { name: 'Offer name is required' }),
      ...(halfSteps(v.credits, 0.5) ? {} : { credits: 'Credits come in half steps' }),
      ...priceErrors(v.price, v.regularPrice, 'price'),
    }),
    savedTitle: offer ? 'Credit Offer Saved' : 'Credit Offer Created',
    submit: async (v) => {
      const body = {
        name: v.name.trim(),
        credits: Number(v.credits),
        price: v.price,
        regularPrice: v.regularPrice,
        sortOrder: Number(v.sortOrder) || 0,
        isActive: offer?.isActive ?? true,
      };
      await saveCreditOffer({ id: offer?.id ?? null, offer: body });
      onSaved();
      onClose();
    },
  });
  const v = form.values!;
  return (
    <Dialog title={offer ? `Edit ${offer.name}` : 'New Credit Offer'} onClose={onClose}>
      <SettingsFormShell form={form} saveLabel={offer ? 'Save Offer' : 'Create Offer'}>
        <Field
          label="Offer name"
          value={v.name}
          onChange={(e) => form.set('name', e.target.value)}
          error={form.errors.name}
        />
        <Field
          label="Credits"
          type="number"
          step={0.5}
          min={0.5}
          value={v.credits}
          onChange={(e) => form.set('credits', e.target.value)}
          error={form.errors.credits}
        />
        <div className="settings-row">
          <MoneyInput label="Price" value={v.price} onChange={(x) => form.set('price', x)} error={form.errors.price} />
          <MoneyInput
            label="Regular price"
            value={v.regularPrice}
            onChange={(x) => form.set('regularPrice', x)}
            error={form.errors.regularPrice}
          />
        </div>
        <Field
          label="Sort order"
          type="number"
          value={v.sortOrder}
          onChange={(e) => form.set('sortOrder', e.target.value)}
        />
      </SettingsFormShell>
    </Dialog>
  );
}
