import type { PageSpan } from './paged-list';
import { Pagination } from './pagination';

type Props = {
  page: number;
  /** The API's paged answer: its total over all pages (or whether there is more) and its page size. */
  list: PageSpan;
  onPageChange: (page: number) => void;
  /** Names the list the controls belong to, for screen readers. */
  label: string;
  disabled?: boolean;
  /** A list that is the whole page starts its next page at the top of the window. */
  scrollToTop?: boolean;
};

/** Previous / Next under one page of a paged list, counting its pages from the answer. */
export function ListPagination({ page, list, onPageChange, label, disabled, scrollToTop }: Props) {
  const changePage = (next: number) => {
    onPageChange(next);
    if (scrollToTop) window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <Pagination
      page={page}
      {...('total' in list
        ? { pageCount: Math.max(1, Math.ceil(list.total / list.page_size)) }
        : { hasNext: list.has_more })}
      onPageChange={changePage}
      label={label}
      disabled={disabled}
    />
  );
}
