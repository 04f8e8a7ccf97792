import { Controller, useWatch } from 'react-hook-form';
import { formatPrice } from '@shared/format/price';
import { VISIBILITIES, VISIBILITY_LABELS } from '@shared/schemas/properties';
import { FormField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/cn';
import { toOptionalNumber, type PropertyFormApi } from './property-form-types';

/** Title, description, Sale/Rent, price and visibility. */
export function BasicInfoSection({ form }: { form: PropertyFormApi }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const price = useWatch({ control, name: 'price' });
  const priceText =
    typeof price === 'number' && price > 0
      ? `Shows as ${formatPrice(price)}`
      : "Optional. Leave empty to show 'Price on request'.";
  return (
    <FormSection title="Basic Information">
      <FormField label="Property Title" required error={errors.title?.message}>
        <Input
          placeholder="e.g. Spacious 3 BHK with balcony"
          autoComplete="off"
          {...register('title')}
        />
      </FormField>
      <FormField label="Property Description" required error={errors.description?.message}>
        <Textarea
          rows={5}
          placeholder="Describe the property: layout, amenities, floor, facing, parking..."
          {...register('description')}
        />
      </FormField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Property Type</legend>
        <div className="grid grid-cols-2 gap-2 sm:max-w-xs">
          {(['Sale', 'Rent'] as const).map((type) => (
            <label key={type} className="relative">
              <input
                type="radio"
                value={type}
                className="peer sr-only"
                {...register('property_type')}
              />
              <span
                className={cn(
                  'flex h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white text-sm font-medium text-slate-800',
                  'peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                )}
              >
                {type}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Price (INR)" error={errors.price?.message} hint={priceText}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step="any"
            placeholder="e.g. 8500000"
            {...register('price', { setValueAs: toOptionalNumber })}
          />
        </FormField>
        <Controller
          control={control}
          name="visibility"
          render={({ field }) => (
            <FormField
              label="Visibility"
              error={errors.visibility?.message}
              hint="Who can see this listing."
            >
              <Select
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? 'All'}
                onChange={(e) => field.onChange(e.target.value)}
              >
                {VISIBILITIES.map((v) => (
                  <option key={v} value={v}>
                    {VISIBILITY_LABELS[v]}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        />
      </div>
    </FormSection>
  );
}
