import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type RadioCardOption = { value: string; label: string; line?: string };

type Props = {
  legend: string;
  options: readonly RadioCardOption[];
  /** The form's registration of the field the radios set. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
};

/** A required choice as radio cards: a label and one plain line each (exclusivity, invoicing). */
export function RadioCardsField({ legend, options, registration, error }: Props) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {legend}
        <span aria-hidden="true">*</span>
      </legend>
      <div className="space-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input type="radio" value={option.value} className="mt-1 h-4 w-4 shrink-0 accent-brand-600" {...registration} />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.line ? <span className="block text-sm text-slate-700">{option.line}</span> : null}
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
