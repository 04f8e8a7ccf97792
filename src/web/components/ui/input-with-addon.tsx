import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Input } from './input';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  /** Fixed text before the input, e.g. '+91'. */
  addon: string;
};

/** An Input with a fixed prefix joined to its left edge. Id and aria props reach the input. */
export const InputWithAddon = forwardRef<HTMLInputElement, Props>(function InputWithAddon(
  { addon, className, ...props },
  ref,
) {
  return (
    <div className="flex">
      <span className="inline-flex h-11 shrink-0 items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-100 px-3 text-base text-slate-700">
        {addon}
      </span>
      <Input ref={ref} className={cn('min-w-0 rounded-l-none', className)} {...props} />
    </div>
  );
});
