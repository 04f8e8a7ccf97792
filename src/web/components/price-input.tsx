import { forwardRef, type InputHTMLAttributes } from 'react';
import { Input } from '#web/components/ui/input.tsx';

/** The price field of the property and flyer forms: whole rupees, typed on a number pad. */
export const PriceInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function PriceInput(props, ref) {
    return (
      <Input ref={ref} type="number" inputMode="numeric" min={1} step="any" placeholder="e.g. 8500000" {...props} />
    );
  },
);
