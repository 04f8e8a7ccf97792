import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  MAX_FLOORS,
  MAX_UNITS_PER_FLOOR,
  towerInputSchema,
} from '#shared/schemas/project-inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import { useAddTower } from './inventory-api';
import { refusedField } from './refused-field';

type Input = z.input<typeof towerInputSchema>;
type Values = z.output<typeof towerInputSchema>;
const resolver = zodResolver(towerInputSchema);
const FIELDS = ['name', 'floors', 'units_per_floor'] as const;

/** The marketer's new tower: its floors and units, all available; messages at their fields. */
export function AddTowerForm({ projectId }: { projectId: string }) {
  const add = useAddTower(projectId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Values>({ resolver, defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await add.mutateAsync(values);
      form.reset({ name: '' });
    } catch (error) {
      const field = refusedField(error, FIELDS);
      if (field) form.setError(field, { message: errorMessage(error, '') }, { shouldFocus: true });
      else setFailure(errorMessage(error, 'Could not add the tower. Please try again.'));
    }
  });
  const busy = isSubmitting || add.isPending;
  const number = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;
  return (
    <form onSubmit={submit} noValidate aria-label="Add a tower" className="mt-5 space-y-3">
      <h3 className="font-semibold text-slate-900">Add a tower</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Tower name" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label={`Floors (1–${MAX_FLOORS})`} error={errors.floors?.message}>
          <Input
            {...number}
            max={MAX_FLOORS}
            {...form.register('floors', { setValueAs: toOptionalNumber })}
          />
        </FormField>
        <FormField
          label={`Units per floor (1–${MAX_UNITS_PER_FLOOR})`}
          error={errors.units_per_floor?.message}
        >
          <Input
            {...number}
            max={MAX_UNITS_PER_FLOOR}
            {...form.register('units_per_floor', { setValueAs: toOptionalNumber })}
          />
        </FormField>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? 'Adding...' : 'Add tower'}
      </Button>
    </form>
  );
}
