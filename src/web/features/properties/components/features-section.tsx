import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import type { PropertyFormApi } from './property-form-types';

const FIELDS = [
  { name: 'bedrooms', label: 'Bedrooms' },
  { name: 'baths', label: 'Baths' },
  { name: 'sqft', label: 'Sqft' },
] as const;

/** Bedrooms, baths and square feet: optional whole numbers. */
export function FeaturesSection({ form }: { form: PropertyFormApi }) {
  const { register, formState } = form;
  return (
    <FormSection title="Property Features">
      <div className="grid grid-cols-3 gap-3">
        {FIELDS.map((f) => (
          <FormField key={f.name} label={f.label} error={formState.errors[f.name]?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...register(f.name, { setValueAs: toOptionalNumber })}
            />
          </FormField>
        ))}
      </div>
    </FormSection>
  );
}
