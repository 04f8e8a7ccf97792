import { useId } from 'react';
import { EXCLUSIVITIES, EXCLUSIVITY_LABELS, type Exclusivity } from '#shared/schemas/agreements.ts';
import type { AgreementFormApi } from './seller-agreement-form-types';

/** One plain line for each kind of mandate. */
export const EXCLUSIVITY_LINES: Record<Exclusivity, string> = {
  exclusive: 'Only you market the property. The owner may still sell it themselves without paying you.',
  non_exclusive: 'The owner may also give it to other brokers. You are paid when your buyer buys.',
  sole_selling: 'Only you sell it. You are paid even if the owner finds the buyer themselves.',
};

export function ExclusivityField({ form }: { form: AgreementFormApi }) {
  const errorId = useId();
  const error = form.formState.errors.exclusivity?.message;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        Exclusivity<span aria-hidden="true">*</span>
      </legend>
      <div className="space-y-2">
        {EXCLUSIVITIES.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={value}
              className="mt-1 h-4 w-4 accent-brand-600"
              {...form.register('exclusivity')}
            />
            <span>
              <span className="block font-medium text-slate-900">{EXCLUSIVITY_LABELS[value]}</span>
              <span className="block text-sm text-slate-700">{EXCLUSIVITY_LINES[value]}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
