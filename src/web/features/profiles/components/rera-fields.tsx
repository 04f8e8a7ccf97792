import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { RERA_STATES } from '#shared/rera.ts';
import type { UpdateProfileInput } from '#shared/schemas/profiles.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';

type Props = { register: UseFormRegister<UpdateProfileInput>; errors: FieldErrors<UpdateProfileInput> };

/** The broker's RERA agent registration: printed on their agreements, flyers and listing pages. */
export function ReraFields({ register, errors }: Props) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">RERA registration</legend>
      <FormField
        label="RERA registration number"
        error={errors.rera_number?.message}
        hint="As your state's authority issued it, e.g. A51800012345"
      >
        <Input autoCapitalize="characters" autoComplete="off" spellCheck={false} {...register('rera_number')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="State" error={errors.rera_state?.message}>
          <Select {...register('rera_state')}>
            <option value="">Choose a state</option>
            {RERA_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Valid until" error={errors.rera_valid_until?.message}>
          <Input type="date" {...register('rera_valid_until')} />
        </FormField>
      </div>
    </fieldset>
  );
}
