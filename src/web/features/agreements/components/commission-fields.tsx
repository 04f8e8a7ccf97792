import { useWatch } from 'react-hook-form';
import { COMMISSION_BASES, COMMISSION_BASIS_LABELS, GST_PERCENT } from '#shared/schemas/agreements.ts';
import { PriceInput } from '#web/components/price-input.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import { computeCommission, describeCommission } from './agreement-format';
import type { AgreementFormApi } from './seller-agreement-form-types';

/** Asking price, commission basis and value, and the commission with GST on top, live. */
export function CommissionFields({ form }: { form: AgreementFormApi }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const [price, basis, value] = useWatch({
    control,
    name: ['asking_price', 'commission_basis', 'commission_value'],
  });
  const commission = computeCommission(price, basis, value);
  const rent = basis === 'months_rent';
  return (
    <>
      <FormField
        label={rent ? 'Monthly rent (₹)' : 'Asking price (₹)'}
        required
        error={errors.asking_price?.message}
        hint="Whole rupees."
      >
        <PriceInput {...register('asking_price', { setValueAs: toOptionalNumber })} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Commission basis" required error={errors.commission_basis?.message}>
          <Select {...register('commission_basis')}>
            {COMMISSION_BASES.map((b) => (
              <option key={b} value={b}>
                {COMMISSION_BASIS_LABELS[b]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={rent ? "Commission (months' rent)" : 'Commission (%)'}
          required
          error={errors.commission_value?.message}
          hint={rent ? 'At most 3 months.' : 'At most 10 %.'}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={rent ? 'e.g. 1' : 'e.g. 2'}
            {...register('commission_value', { setValueAs: toOptionalNumber })}
          />
        </FormField>
      </div>
      <p
        aria-live="polite"
        aria-label="Commission with GST"
        className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
      >
        {commission && basis ? (
          <>
            <span className="font-semibold">{describeCommission(commission, basis)}</span>
            <span className="block text-slate-600">GST at {GST_PERCENT} % is added on top of the commission.</span>
          </>
        ) : (
          `Enter the price and the commission to see the fee with GST (${GST_PERCENT} %) on top.`
        )}
      </p>
    </>
  );
}
