import type { UseFormRegisterReturn } from 'react-hook-form';
import { COMMISSION_BASES, COMMISSION_BASIS_LABELS, GST_PERCENT, type CommissionBasis } from '#shared/schemas/agreements.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { Commission } from './agreement-format';

type FeeFieldsProps = {
  /** 'Commission' on a seller's mandate, 'Fee' on a buyer's. */
  noun: string;
  basis: CommissionBasis | undefined;
  basisField: UseFormRegisterReturn;
  valueField: UseFormRegisterReturn;
  basisError?: string | undefined;
  valueError?: string | undefined;
};

/** A mandate's fee: its basis (% of the price or months of rent) and how much. */
export function FeeFields({ noun, basis, basisField, valueField, basisError, valueError }: FeeFieldsProps) {
  const rent = basis === 'months_rent';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={`${noun} basis`} required error={basisError}>
        <Select {...basisField}>
          {COMMISSION_BASES.map((b) => (
            <option key={b} value={b}>
              {COMMISSION_BASIS_LABELS[b]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={rent ? `${noun} (months' rent)` : `${noun} (%)`}
        required
        error={valueError}
        hint={rent ? 'At most 3 months.' : 'At most 10 %.'}
      >
        <Input type="number" inputMode="decimal" min={0} step="any" placeholder={rent ? 'e.g. 1' : 'e.g. 2'} {...valueField} />
      </FormField>
    </div>
  );
}

type GstLineProps = {
  /** Its accessible name: 'Commission with GST'. */
  label: string;
  noun: string;
  commission: Commission | null;
  /** The worked example, once the figures make sense. */
  describe: (commission: Commission) => string;
  /** What is missing for the example. */
  missing: string;
};

/** The fee in rupees with GST on top, live as the broker types. */
export function GstLine({ label, noun, commission, describe, missing }: GstLineProps) {
  return (
    <div role="status" aria-label={label} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
      {commission ? (
        <>
          <span className="font-semibold">{describe(commission)}</span>
          <span className="block text-slate-600">
            GST at {GST_PERCENT} % is added on top of the {noun.toLowerCase()}.
          </span>
        </>
      ) : (
        missing
      )}
    </div>
  );
}
