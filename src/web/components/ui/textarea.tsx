import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

export const Textarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement>
>(function Textarea({ className, ...props }, ref) {
  return (
    <textarea
      ref={ref}
      className={cn(
        'block min-h-28 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900',
        'placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-100',
        'aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
});
