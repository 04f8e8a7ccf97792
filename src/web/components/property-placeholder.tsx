import { Building2 } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/** Stands in for a property photo when there is none (spec section 3: placeholder). */
export function PropertyPlaceholder({
  className,
  label = 'No photo yet',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        'flex items-center justify-center bg-gradient-to-br from-brand-50 to-slate-200 text-brand-600',
        className,
      )}
    >
      <Building2 className="h-10 w-10 opacity-70" aria-hidden="true" />
    </div>
  );
}
