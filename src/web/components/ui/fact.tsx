import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

type Props = {
  label: string;
  children: ReactNode;
  /** A line of detail under the value. */
  detail?: ReactNode;
  /** Both columns of a two-column grid. */
  wide?: boolean;
  className?: string;
};

/** One fact of a record in a <dl> grid (an agreement's terms, a requirement, a project). */
export function Fact({ label, children, detail, wide, className }: Props) {
  return (
    <div className={cn('min-w-0 rounded-lg bg-slate-50 p-3', wide && 'sm:col-span-2', className)}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words font-semibold text-slate-900">
        {children}
        {detail ? <span className="block text-sm font-normal text-slate-700">{detail}</span> : null}
      </dd>
    </div>
  );
}
