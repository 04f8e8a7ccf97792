import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { LinkButton } from './link-button';
import { LoadErrorScreen } from './load-error-screen';
import { Skeleton } from './skeleton';
import { StatusScreen } from './status-screen';

type Props<T> = {
  query: UseQueryResult<T, unknown>;
  /** What shows while the record loads (a skeleton of the page, or a spinner). */
  loading: ReactNode;
  /** The page's own not-found screen: a 404 is someone else's or a deleted record. */
  notFound: { title: string; text: string; backTo: string; backLabel: string };
  /** 'Could not load the agreement': any other failure, with Retry. */
  errorTitle: string;
  children: (data: T) => ReactNode;
};

/**
 * The one record page's states before its content: loading, not found (404), failed to
 * load (with Retry), then the record. Detail and edit pages of agreements and requirements
 * share it.
 */
export function RecordQueryGate<T>({ query, loading, notFound, errorTitle, children }: Props<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <StatusScreen icon={SearchX} title={notFound.title} text={notFound.text}>
          <LinkButton to={notFound.backTo} icon={ArrowLeft}>
            {notFound.backLabel}
          </LinkButton>
        </StatusScreen>
      );
    }
    return <LoadErrorScreen title={errorTitle} headingLevel="h1" onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

/** The skeleton of a record page: a badge line, the title, a block. */
export function RecordPageSkeleton({ label, blockClassName = 'h-24' }: { label: string; blockClassName?: string }) {
  return (
    <div role="status" aria-label={label} className="mx-auto max-w-4xl space-y-4">
      <Skeleton className="h-6 w-32" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className={`${blockClassName} w-full`} />
    </div>
  );
}
