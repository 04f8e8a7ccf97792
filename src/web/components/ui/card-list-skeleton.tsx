import type { ReactNode } from 'react';
import { Card } from './card';

type Props = {
  /** Names the grey rows for screen readers, e.g. 'Loading notifications'. */
  label: string;
  rows: number;
  /** Each row's layout, the same as a real row's so the page does not jump when it loads. */
  rowClassName: string;
  /** The grey shapes of one row. */
  children: ReactNode;
};

/** What a CardList shows while its page loads: grey rows in the same card. */
export function CardListSkeleton({ label, rows, rowClassName, children }: Props) {
  return (
    <Card role="status" aria-label={label} className="divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={rowClassName}>
          {children}
        </div>
      ))}
    </Card>
  );
}
