import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Button } from './button';

/**
 * An action whose feature has not landed yet: a disabled button with a visible
 * 'Coming soon' hint, never a dead link.
 */
export function ComingSoonButton({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const hintId = useId();
  return (
    <div className={cn('flex flex-col items-stretch gap-1', className)}>
      <Button type="button" variant="muted" disabled aria-describedby={hintId}>
        {children}
      </Button>
      <span id={hintId} className="text-center text-xs font-medium text-slate-600">
        Coming soon
      </span>
    </div>
  );
}
