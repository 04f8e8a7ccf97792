import { Controller } from 'react-hook-form';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSection } from '#web/components/ui/form-section.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useBrokerOptions } from '#web/features/profiles/index.ts';
import type { PropertyFormApi } from './property-form-types';

/** Admins only, on create: list the property under another broker (spec section 6). */
export function BrokerSelect({ form, selfId }: { form: PropertyFormApi; selfId: string }) {
  const brokers = useBrokerOptions(true);
  const others = (brokers.data ?? []).filter((b) => b.id !== selfId);
  const hint = brokers.isError
    ? 'Could not load the brokers. You can still list it under your name.'
    : 'The property will be listed under this broker.';
  return (
    <FormSection title="Broker">
      <Controller
        control={form.control}
        name="selectedBrokerId"
        render={({ field }) => (
          <FormField
            label="Assign to Broker"
            error={form.formState.errors.selectedBrokerId?.message}
            hint={hint}
          >
            <Select
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value ?? ''}
              disabled={brokers.isPending}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? undefined : event.target.value)
              }
            >
              <option value="">{brokers.isPending ? 'Loading brokers...' : 'Myself'}</option>
              {others.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.full_name}
                  {b.company_name ? ` (${b.company_name})` : ''}
                  {b.city ? `, ${b.city}` : ''}
                </option>
              ))}
            </Select>
          </FormField>
        )}
      />
    </FormSection>
  );
}
