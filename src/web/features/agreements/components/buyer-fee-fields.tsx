import { useWatch } from 'react-hook-form';
import { GST_PERCENT } from '#shared/schemas/agreements.ts';
import type { Requirement } from '#shared/schemas/requirements.ts';
import { feeExampleBase } from '#shared/agreements/mandate-commission.ts';
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
  // The same rule as the document's: an example only where the budget is the fee's base.
  const budget = requirement && basis ? feeExampleBase(basis, requirement.property_type, requirement.budget_max) : null;
  const on = (amount: number) =>
    basis === 'months_rent'
      ? `for the months of rent at ${rupees(amount)} a month, the top of the client's budget`
      : `on a price of ${rupees(amount)}, the top of the client's budget`;
  const missing = requirement
    ? `No example on this requirement's budget for this kind of fee. GST (${GST_PERCENT} %) is added on top of the fee.`
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
