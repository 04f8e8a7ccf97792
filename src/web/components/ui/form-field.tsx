import { cloneElement, useId, type ReactElement } from 'react';

type Props = {
  label: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  children: ReactElement<Record<string, unknown>>;
};

/** A label, its control, and the control's hint or error, wired for screen readers. */
export function FormField({ label, error, hint, required, children }: Props) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? <span aria-hidden="true">*</span> : null}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
