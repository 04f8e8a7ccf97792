import type { HTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

type ScrollRegionProps = HTMLAttributes<HTMLDivElement> &
  ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * A box that scrolls a wide table inside itself, so the page never scrolls sideways on a
 * phone. `relative` makes it the containing block of the table's absolutely positioned
 * children too (the `sr-only` texts): without it they escape the clip and widen the page.
 * It takes focus, or a keyboard could not scroll it, and so it needs a name.
 */
export function ScrollRegion({ className, children, ...props }: ScrollRegionProps) {
  return (
    <div
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        'relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}
