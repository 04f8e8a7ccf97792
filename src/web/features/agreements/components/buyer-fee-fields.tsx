import { useWatch } from 'react-hook-form';
import { GST_PERCENT } from '#shared/schemas/agreements.ts';
import type { Requirement } from '#shared/schemas/requirements.ts';
import { toOptionalNumber } from '#web/lib/to-optional-number.ts';
import { computeCommission, describeCommission, rupees } from './agreement-format';
import type { BuyerFormApi } from './buyer-agreement-form-types';
import { FeeFields, GstLine } from './fee-fields';

/**
 * A buyer's (or tenant's) fee and GST on top. There is no price yet, so the worked
 * example takes the top of the requirement's budget (a monthly rent for a Rent one).
 */
export function BuyerFeeFields({ form, requirement }: { form: BuyerFormApi; requirement: Requirement | undefined }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const [basis, value] = useWatch({ control, name: ['fee_basis', 'fee_value'] });
  const budget = requirement?.budget_max ?? null;
  const on = (amount: number) =>
    basis === 'months_rent'
      ? `for the months of rent at ${rupees(amount)} a month, the top of the client's budget`
      : `on a price of ${rupees(amount)}, the top of the client's budget`;
  const missing = requirement
    ? `This requirement has no maximum budget to work an example on. GST (${GST_PERCENT} %) is added on top of the fee.`
    : `Choose the requirement to see the fee on its budget, with GST (${GST_PERCENT} %) on top.`;
  return (
    <>
      <FeeFields
        noun="Fee"
        basis={basis}
        basisField={register('fee_basis')}
        valueField={register('fee_value', { setValueAs: toOptionalNumber })}
        basisError={errors.fee_basis?.message}
        valueError={errors.fee_value?.message}
      />
      <GstLine
        label="Fee with GST"
        noun="Fee"
        commission={basis && budget !== null ? computeCommission(budget, basis, value) : null}
        describe={(c) => describeCommission(c, basis ?? 'percent', on(budget ?? 0))}
        missing={requirement && budget !== null ? `Enter the fee to see it in rupees with GST (${GST_PERCENT} %) on top.` : missing}
      />
    </>
  );
}
