import { ChevronDown } from 'lucide-react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A native select (best on cheap phones: the OS picker), styled like Input. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function Select({ className, children, ...props }, ref) {
    return (
      <div className="relative">
        <select
          ref={ref}
          className={cn(
            'block h-11 w-full appearance-none rounded-lg border border-slate-300 bg-white pl-3 pr-9 text-base text-slate-900',
            'focus:border-brand-600 focus:outline-2 focus:outline-brand-100',
            'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
            'aria-[invalid=true]:border-red-600',
            className,
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600"
          aria-hidden="true"
        />
      </div>
    );
  },
);
