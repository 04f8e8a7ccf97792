import { useId, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

type Props = {
  title: string;
  /** Buttons or links beside the heading (Add, Refresh). */
  actions?: ReactNode;
  /** 'View all' style links under the content. */
  footer?: ReactNode;
  children: ReactNode;
};

/** One dashboard column: a titled section card with a body and a footer of links. */
export function DashboardColumn({ title, actions, footer, children }: Props) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
      </div>
      <div className="px-4">{children}</div>
      {footer ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-slate-100 px-4 py-3 text-sm">
          {footer}
        </div>
      ) : null}
    </section>
  );
}

/** Grey rows in the shape of the column's list while it loads. */
export function ColumnSkeleton({
  label,
  rows = 3,
  shape = 'listing',
}: {
  label: string;
  rows?: number;
  shape?: 'listing' | 'person';
}) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 py-3">
          <Skeleton
            className={
              shape === 'person' ? 'h-10 w-10 shrink-0 rounded-full' : 'h-12 w-16 shrink-0'
            }
          />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A short message in place of the list: empty or failed, with an optional action. */
export function ColumnMessage({
  children,
  action,
  alert = false,
}: {
  children: ReactNode;
  action?: ReactNode;
  /** Announce it at once (an error that no toast reports). */
  alert?: boolean;
}) {
  return (
    <div className="py-5 text-center text-sm text-slate-700">
      <div role={alert ? 'alert' : undefined}>{children}</div>
      {action ? <div className="mt-3 flex justify-center">{action}</div> : null}
    </div>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={onRetry}>
      Try again
    </Button>
  );
}

export const columnLinkClass =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded';
