import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { unitTypeInputSchema, type UnitType } from '#shared/schemas/project-inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import { useAddUnitType, useUpdateUnitType } from './inventory-api';
import { refusedField } from './refused-field';

type Input = z.input<typeof unitTypeInputSchema>;
type Values = z.output<typeof unitTypeInputSchema>;
const resolver = zodResolver(unitTypeInputSchema);
const FIELDS = [
  'label',
  'carpet_sqft',
  'price_per_sqft',
  'floor_rise',
  'other_charges',
  'from_price',
] as const;

/** Empty floor rise or other charges: none (the schema's 0); an empty 'from' price: computed. */
const orDefault = (value: unknown) => (value === '' ? undefined : toOptionalNumber(value));

const defaultsOf = (t: UnitType | undefined): Partial<Input> =>
  t
    ? {
        label: t.label,
        carpet_sqft: t.carpet_sqft,
        price_per_sqft: t.price_per_sqft,
        floor_rise: t.floor_rise,
        other_charges: t.other_charges,
        from_price: t.from_price_entered,
      }
    : { label: '' };

type Props = {
  projectId: string;
  /** The unit type being edited; none: a new one. */
  unitType?: UnitType;
  /** Edit only: the form closes (saved or cancelled). */
  onClose?: () => void;
};

/**
 * The one unit type form, add and edit: the shared schema's messages at their fields before
 * sending, and the server's refusal at the field it names.
 */
export function UnitTypeForm({ projectId, unitType, onClose }: Props) {
  const add = useAddUnitType(projectId);
  const update = useUpdateUnitType(projectId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Values>({ resolver, defaultValues: defaultsOf(unitType) });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => {
    if (unitType) setFocus('label');
  }, [unitType, setFocus]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (unitType) {
        await update.mutateAsync({ subId: unitType.id, body: values });
        onClose?.();
      } else {
        await add.mutateAsync(values);
        form.reset(defaultsOf(undefined));
      }
    } catch (error) {
      const field = refusedField(error, FIELDS);
      if (field) form.setError(field, { message: errorMessage(error, '') }, { shouldFocus: true });
      else setFailure(errorMessage(error, 'Could not save the unit type. Please try again.'));
    }
  });
  const busy = isSubmitting || add.isPending || update.isPending;
  const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={unitType ? `Edit ${unitType.label}` : 'Add a unit type'}
      className="mt-4 space-y-3"
    >
      <h3 className="font-semibold text-slate-900">
        {unitType ? `Edit ${unitType.label}` : 'Add a unit type'}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Label" error={errors.label?.message}>
          <Input autoComplete="off" placeholder="2 BHK" {...form.register('label')} />
        </FormField>
        <FormField label="Carpet (sq ft)" error={errors.carpet_sqft?.message}>
          <Input {...number} {...form.register('carpet_sqft', { setValueAs: toOptionalNumber })} />
        </FormField>
        <FormField label="Price per sq ft (₹)" error={errors.price_per_sqft?.message}>
          <Input
            {...number}
            {...form.register('price_per_sqft', { setValueAs: toOptionalNumber })}
          />
        </FormField>
        <FormField label="Floor rise (₹ per sq ft per floor)" error={errors.floor_rise?.message}>
          <Input {...number} {...form.register('floor_rise', { setValueAs: orDefault })} />
        </FormField>
        <FormField label="Other charges (₹)" error={errors.other_charges?.message}>
          <Input {...number} {...form.register('other_charges', { setValueAs: orDefault })} />
        </FormField>
        <FormField
          label="From price (₹, optional)"
          error={errors.from_price?.message}
          hint="Empty: carpet × price per sq ft + other charges."
        >
          <Input {...number} {...form.register('from_price', { setValueAs: toOptionalNumber })} />
        </FormField>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {unitType ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {unitType ? (busy ? 'Saving...' : 'Save changes') : busy ? 'Adding...' : 'Add unit type'}
        </Button>
      </div>
    </form>
  );
}
