import { cn } from '#web/lib/cn.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('flex items-center justify-center', className)}>
      <div className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-[spin_2s_linear_infinite]" />
    </div>
  );
}

/** The full-page spinner shown while the app or the session is loading. */
export function PageSpinner() {
  return <Spinner className="min-h-[60vh]" />;
}
