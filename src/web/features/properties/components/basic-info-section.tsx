import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { formatPrice } from '#shared/format/price.ts';
import { ALLOW_FLYERS_LABEL, VISIBILITIES, VISIBILITY_LABELS } from '#shared/schemas/properties.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PriceInput } from '#web/components/price-input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import type { PropertyFormApi } from './property-form-types';

/** Title, description, Sale/Rent, price, visibility and whether others may make flyers. */
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
          <PriceInput {...register('price', { setValueAs: toOptionalNumber })} />
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
      <AllowFlyersSwitch form={form} />
    </FormSection>
  );
}

/**
 * 'Other brokers may make client flyers' (decision 023): a broker who may see the
 * listing can publish a flyer of it to their clients. Off, those flyers go offline.
 */
function AllowFlyersSwitch({ form }: { form: PropertyFormApi }) {
  const labelId = useId();
  const hintId = useId();
  const visibility = useWatch({ control: form.control, name: 'visibility' });
  const hint =
    visibility === 'Private'
      ? 'A Private listing is only yours: no other broker can see it or make a flyer of it.'
      : 'Brokers who can see this listing may send it to their clients as a flyer with their own contact. Turn off to stop new flyers and take theirs offline at once.';
  return (
    <Controller
      control={form.control}
      name="allow_flyers"
      render={({ field }) => (
        <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
          <div className="min-w-0">
            <p id={labelId} className="text-sm font-medium text-slate-800">
              {ALLOW_FLYERS_LABEL}
            </p>
            <p id={hintId} className="mt-0.5 text-sm text-slate-600">
              {hint}
            </p>
          </div>
          <Switch
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            aria-labelledby={labelId}
            aria-describedby={hintId}
          />
        </div>
      )}
    />
  );
}
