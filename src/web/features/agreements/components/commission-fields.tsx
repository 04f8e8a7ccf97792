import { useWatch } from 'react-hook-form';
import { GST_PERCENT } from '#shared/schemas/agreements.ts';
import { PriceInput } from '#web/components/price-input.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import { computeCommission, describeCommission } from './agreement-format';
import { FeeFields, GstLine } from './fee-fields';
import type { AgreementFormApi } from './seller-agreement-form-types';

/** A seller's mandate: asking price, commission basis and value, and the commission with GST on top, live. */
export function CommissionFields({ form }: { form: AgreementFormApi }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const [price, basis, value] = useWatch({
    control,
    name: ['asking_price', 'commission_basis', 'commission_value'],
  });
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
      <FeeFields
        noun="Commission"
        basis={basis}
        basisField={register('commission_basis')}
        valueField={register('commission_value', { setValueAs: toOptionalNumber })}
        basisError={errors.commission_basis?.message}
        valueError={errors.commission_value?.message}
      />
      <GstLine
        label="Commission with GST"
        noun="Commission"
        commission={basis ? computeCommission(price, basis, value) : null}
        describe={(c) => describeCommission(c, basis ?? 'percent')}
        missing={`Enter the price and the commission to see the fee with GST (${GST_PERCENT} %) on top.`}
      />
    </>
  );
}
