import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { formatPrice } from '#shared/format/price.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PriceInput } from '#web/components/price-input.tsx';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import { cn } from '#web/lib/cn.ts';
import type { FlyerFormInput, FlyerFormValues } from './flyer-form-schema';

type Props = {
  form: UseFormReturn<FlyerFormInput, unknown, FlyerFormValues>;
  currency: string;
};

const MODES = [
  { value: 'standard', label: 'Standard price' },
  { value: 'custom', label: 'Custom text' },
] as const;

/**
 * Spec sections 2 and 4: the price is either a number (formatted like a listing's) or
 * the broker's own words; only the chosen one is saved. A live line shows what the
 * client will read.
 */
export function PriceSection({ form, currency }: Props) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const [mode, price, customText] = useWatch({
    control,
    name: ['price_mode', 'price', 'custom_price_text'],
  });
  const custom = mode === 'custom';
  const preview = custom
    ? customText?.trim() || formatPrice(null)
    : formatPrice(typeof price === 'number' ? price : null, currency);

  return (
    <FormSection title="Price">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Show the price as</legend>
        <div className="grid grid-cols-2 gap-2 sm:max-w-sm">
          {MODES.map((m) => (
            <label key={m.value} className="relative">
              <input
                type="radio"
                value={m.value}
                className="peer sr-only"
                {...register('price_mode')}
              />
              <span
                className={cn(
                  'flex h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800',
                  'peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                )}
              >
                {m.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {custom ? (
        <FormField
          label="Custom price text"
          error={errors.custom_price_text?.message}
          hint="Shown instead of the price. Leave empty to show 'Price on request'."
        >
          <Input
            autoComplete="off"
            maxLength={100}
            placeholder="e.g. ₹ 1.2 Cr onwards, negotiable"
            {...register('custom_price_text')}
          />
        </FormField>
      ) : (
        <FormField
          label={`Price (${currency})`}
          error={errors.price?.message}
          hint="Starts from the listing's price. Leave empty to show 'Price on request'."
        >
          <PriceInput {...register('price', { setValueAs: toOptionalNumber })} />
        </FormField>
      )}
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        Clients will see: <strong className="text-slate-900">{preview}</strong>
      </p>
    </FormSection>
  );
}
