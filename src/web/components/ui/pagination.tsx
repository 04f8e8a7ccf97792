import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

type Props = {
  page: number;
  /** Known for a counted list; an uncounted one says whether a next page exists (`hasNext`). */
  pageCount?: number;
  hasNext?: boolean;
  onPageChange: (page: number) => void;
  /** Names the list the controls belong to, for screen readers. */
  label: string;
  disabled?: boolean;
};

/** Previous / Next paging with the current position. Renders nothing for one page. */
export function Pagination({ page, pageCount, hasNext, onPageChange, label, disabled }: Props) {
  const last = pageCount === undefined ? !hasNext : page >= pageCount;
  if (page <= 1 && last) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {pageCount === undefined ? `Page ${page}` : `Page ${page} of ${pageCount}`}
      </p>
      <Button
        variant="secondary"
        disabled={disabled || last}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
