import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Input({ className, ...props }, ref) {
    return (
      <input
        ref={ref}
        className={cn(
          'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900',
          'placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-100',
          'aria-[invalid=true]:border-red-600',
          className,
        )}
        {...props}
      />
    );
  },
);
