import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/admin/money-input';
import { SettingsFormShell, useSettingsForm, type SettingsForm } from '@/components/admin/settings-form';
import type { OfferField, OfferForm } from './offer-forms';

type Values<K extends string> = Record<K, string>;

function OfferInput<K extends string>({ field, form }: { field: OfferField<K>; form: SettingsForm<Values<K>> }) {
  const shared = { label: field.label, value: form.values![field.key], error: form.errors[field.key] };
  if (field.kind === 'money') return <MoneyInput {...shared} onChange={(x) => form.set(field.key, x)} />;
  return (
    <Field
      {...shared}
      type={field.kind}
      step={field.step}
      min={field.min}
      hint={field.hint}
      onChange={(e) => form.set(field.key, e.target.value)}
    />
  );
}

/** The fields in order, dollar amounts that follow each other side by side in one row. */
function rows<K extends string>(fields: OfferField<K>[]): OfferField<K>[][] {
  const out: OfferField<K>[][] = [];
  for (const field of fields) {
    const last = out[out.length - 1];
    if (field.kind === 'money' && last?.[0].kind === 'money') last.push(field);
    else out.push([field]);
  }
  return out;
}

interface Props<T extends { name: string }, K extends string> {
  /** Which kind of offer: its words, fields, checks and save. */
  kind: OfferForm<T, K>;
  /** The offer to edit, or null for a new one. */
  offer: T | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits an offer of either kind: the kind's fields, checked, saved with a toast. */
export function OfferDialog<T extends { name: string }, K extends string>({
  kind,
  offer,
  onClose,
  onSaved,
}: Props<T, K>) {
  const form = useSettingsForm<Values<K>>({
    saved: kind.values(offer),
    validate: kind.validate,
    savedTitle: `${kind.savedNoun} ${offer ? 'Saved' : 'Created'}`,
    submit: async (v) => {
      await kind.save(offer, v);
      onSaved();
      onClose();
    },
  });
  return (
    <Dialog title={offer ? `Edit ${offer.name}` : `New ${kind.noun}`} onClose={onClose}>
      <SettingsFormShell form={form} saveLabel={offer ? 'Save Offer' : 'Create Offer'}>
        {rows(kind.fields).map((row) =>
          row.length > 1 ? (
            <div key={row[0].key} className="settings-row">
              {row.map((field) => (
                <OfferInput key={field.key} field={field} form={form} />
              ))}
            </div>
          ) : (
            <OfferInput key={row[0].key} field={row[0]} form={form} />
          ),
        )}
      </SettingsFormShell>
    </Dialog>
  );
}
