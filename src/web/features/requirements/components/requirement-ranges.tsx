import { useWatch } from 'react-hook-form';
import { formatPrice } from '#shared/format/price.ts';
import { describeConversion } from '#shared/quick-entry/land-units.ts';
import type { SqftConversion } from '#shared/schemas/quick-entry.ts';
import { PriceInput } from '#web/components/price-input.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import type { RequirementFormApi } from './requirement-form-types';

type Props = {
  form: RequirementFormApi;
  /** The land unit Quick Entry read the size in, shown while the size is still that. */
  conversion: SqftConversion | null;
};

const shows = (value: unknown) =>
  typeof value === 'number' && value > 0 ? `Shows as ${formatPrice(value)}` : undefined;

/** Budget, bedrooms and size: each an optional range, either end open. */
export function RequirementRanges({ form, conversion }: Props) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const [type, budgetMin, budgetMax, sqftMin, sqftMax] = useWatch({
    control,
    name: ['property_type', 'budget_min', 'budget_max', 'sqft_min', 'sqft_max'],
  });
  const perMonth = type === 'Rent' ? ' a month' : '';
  const converted =
    conversion && (sqftMin === conversion.sqft || sqftMax === conversion.sqft)
      ? `From the pasted text: ${describeConversion(conversion.sqft, conversion.from)}`
      : undefined;
  const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  return (
    <FormSection title="Budget and size">
      <p className="text-sm text-slate-600">
        Every field is optional; leave an end empty for no limit.
      </p>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
        <FormField
          label="Minimum budget (INR)"
          error={errors.budget_min?.message}
          hint={shows(budgetMin) ? `${shows(budgetMin)}${perMonth}` : undefined}
        >
          <PriceInput {...register('budget_min', { setValueAs: toOptionalNumber })} />
        </FormField>
        <FormField
          label="Maximum budget (INR)"
          error={errors.budget_max?.message}
          hint={shows(budgetMax) ? `${shows(budgetMax)}${perMonth}` : undefined}
        >
          <PriceInput {...register('budget_max', { setValueAs: toOptionalNumber })} />
        </FormField>
        <FormField label="Minimum bedrooms" error={errors.bedrooms_min?.message}>
          <Input {...number} {...register('bedrooms_min', { setValueAs: toOptionalNumber })} />
        </FormField>
        <FormField label="Maximum bedrooms" error={errors.bedrooms_max?.message}>
          <Input {...number} {...register('bedrooms_max', { setValueAs: toOptionalNumber })} />
        </FormField>
        <FormField
          label="Minimum size (sq ft)"
          error={errors.sqft_min?.message}
          hint={sqftMin === conversion?.sqft ? converted : undefined}
        >
          <Input {...number} {...register('sqft_min', { setValueAs: toOptionalNumber })} />
        </FormField>
        <FormField
          label="Maximum size (sq ft)"
          error={errors.sqft_max?.message}
          hint={sqftMin !== conversion?.sqft ? converted : undefined}
        >
          <Input {...number} {...register('sqft_max', { setValueAs: toOptionalNumber })} />
        </FormField>
      </div>
    </FormSection>
  );
}
