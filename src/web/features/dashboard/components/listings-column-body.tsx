import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Property } from '#shared/schemas/properties.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { ColumnMessage, ColumnSkeleton, RetryButton } from './dashboard-column';
import { ListingRow } from './listing-row';

type Props = {
  /** A page of listings, counted (mine) or not (the network's). */
  query: UseQueryResult<{ items: Property[] }>;
  /** How many listings the column shows (and grey rows while they load). */
  limit: number;
  /** The list's accessible name, e.g. 'My listings'. */
  listLabel: string;
  loadingLabel: string;
  /** The toast's title when the listings cannot be loaded (spec section 8). */
  errorTitle: string;
  /** Said in place of the list when it cannot be loaded. */
  failedText: string;
  /** In place of an empty list: what to say and where to go next. */
  empty: { title: string; text: string; action: { to: string; label: string } };
  /** How each row looks: with its broker (others' listings) or an Edit link (own). */
  row: { showBroker?: boolean; showEdit?: boolean };
};

/** A side column's listings: grey rows while loading, a retry on failure, an empty state, or the rows. */
export function ListingsColumnBody({
  query,
  limit,
  listLabel,
  loadingLabel,
  errorTitle,
  failedText,
  empty,
  row,
}: Props) {
  useErrorToast(query.error, errorTitle);
  if (query.isPending) return <ColumnSkeleton label={loadingLabel} rows={limit} />;
  if (!query.data) {
    return (
      <ColumnMessage action={<RetryButton onRetry={() => void query.refetch()} />}>
        {failedText}
      </ColumnMessage>
    );
  }
  const items = query.data.items.slice(0, limit);
  if (items.length === 0) {
    return (
      <ColumnMessage
        action={
          <Button asChild size="sm">
            <Link to={empty.action.to}>{empty.action.label}</Link>
          </Button>
        }
      >
        <p className="font-medium text-slate-900">{empty.title}</p>
        <p className="mt-1">{empty.text}</p>
      </ColumnMessage>
    );
  }
  return (
    <ul aria-label={listLabel} className="divide-y divide-slate-100">
      {items.map((property) => (
        <li key={property.id}>
          <ListingRow property={property} {...row} />
        </li>
      ))}
    </ul>
  );
}
