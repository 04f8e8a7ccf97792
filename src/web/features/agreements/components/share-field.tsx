import { useWatch } from 'react-hook-form';
import { CO_BROKING_DEFAULTS } from '#shared/schemas/agreements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import type { CoBrokingFormApi } from './co-broking-form-types';

const EVEN = CO_BROKING_DEFAULTS.client_broker_share;

/** The split of the commission: my share, the listing broker's (the rest) beside it, and 50/50 in one tap. */
export function ShareField({ form }: { form: CoBrokingFormApi }) {
  const { register, control, setValue, formState } = form;
  const mine = useWatch({ control, name: 'client_broker_share' });
  const theirs = typeof mine === 'number' && Number.isInteger(mine) && mine >= 1 && mine <= 99 ? 100 - mine : null;
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-3">
        <div className="min-w-0 max-w-xs flex-1">
          <FormField label="Your share (%)" required error={formState.errors.client_broker_share?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={99}
              step={1}
              {...register('client_broker_share', { setValueAs: toOptionalNumber })}
            />
          </FormField>
        </div>
        <Button
          type="button"
          variant="secondary"
          // Level with the input: below the field's label (1.25rem line and 0.375rem gap).
          className="mt-[1.625rem] shrink-0"
          aria-pressed={mine === EVEN}
          onClick={() => setValue('client_broker_share', EVEN, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        >
          50/50
        </Button>
      </div>
      <p aria-live="polite" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        {theirs === null ? (
          'The listing broker has the rest of the commission.'
        ) : (
          <>
            You <span className="font-semibold">{mine} %</span>, the listing broker{' '}
            <span className="font-semibold">{theirs} %</span> of the total commission.
          </>
        )}
      </p>
    </div>
  );
}
