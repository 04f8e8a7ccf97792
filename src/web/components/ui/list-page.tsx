import { useId, type ComponentProps, type ReactNode } from 'react';
import { PageHeader } from './page-header';

type Props = ComponentProps<typeof PageHeader> & {
  /** The list's name for screen readers (the page's h1 already says it to the eye). */
  listLabel: string;
  children: ReactNode;
};

/** A page that is one list: its header, then the list in a section named by a hidden h2. */
export function ListPage({ listLabel, children, ...header }: Props) {
  const headingId = useId();
  return (
    <div>
      <PageHeader {...header} />
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="sr-only">
          {listLabel}
        </h2>
        {children}
      </section>
    </div>
  );
}
