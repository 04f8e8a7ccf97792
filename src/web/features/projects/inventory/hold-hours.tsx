import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  HOLD_HOURS_MAX,
  inventorySettingsInputSchema,
  type Inventory,
} from '#shared/schemas/project-inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import { useSetHoldHours } from './inventory-api';

type Input = z.input<typeof inventorySettingsInputSchema>;
type Values = z.output<typeof inventorySettingsInputSchema>;
const resolver = zodResolver(inventorySettingsInputSchema);

/** How long a hold lasts: words for a broker; for the marketer, the same with a Change. */
export function HoldHours({ inventory }: { inventory: Inventory }) {
  const [editing, setEditing] = useState(false);
  if (!inventory.is_marketer) {
    return (
      <p className="mt-1 text-sm text-slate-600">A hold lasts {inventory.hold_hours} hours.</p>
    );
  }
  if (editing) return <HoldHoursForm inventory={inventory} onClose={() => setEditing(false)} />;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
      Holds last {inventory.hold_hours} hours.
      <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
        Change<span className="sr-only"> the hold time</span>
      </Button>
    </p>
  );
}

function HoldHoursForm({ inventory, onClose }: { inventory: Inventory; onClose: () => void }) {
  const save = useSetHoldHours(inventory.project_id);
  const form = useForm<Input, unknown, Values>({
    resolver,
    defaultValues: { hold_hours: inventory.hold_hours },
  });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  // Opened by Change: the field is where the marketer is going.
  useEffect(() => setFocus('hold_hours'), [setFocus]);
  const submit = form.handleSubmit(async ({ hold_hours }) => {
    try {
      await save.mutateAsync(hold_hours);
      onClose();
    } catch (error) {
      form.setError(
        'hold_hours',
        { message: errorMessage(error, 'Could not save the hold time. Please try again.') },
        { shouldFocus: true },
      );
    }
  });
  const busy = isSubmitting || save.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label="Hold time" className="mt-2 space-y-2">
      <div className="max-w-xs">
        <FormField
          label="Holds last (hours)"
          error={errors.hold_hours?.message}
          hint={`1 to ${HOLD_HOURS_MAX} hours. Holds already taken keep their time.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={HOLD_HOURS_MAX}
            step={1}
            {...form.register('hold_hours', { setValueAs: toOptionalNumber })}
          />
        </FormField>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
