import { Building2, Check, Home, MapPin, MessageSquare, X } from 'lucide-react';
import { Link } from 'react-router';
import type { ConnectionListItem } from '#shared/schemas/connections.ts';
import { formatRelativeTime } from '#shared/format/relative-time.ts';
import { Button } from '#web/components/ui/button.tsx';
import { BusyIcon } from '#web/components/ui/busy-icon.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';
import { listingCountLabel } from './broker-directory-card';

export type ConnectionKind = 'received' | 'sent' | 'connected';

export function connectionKind(item: Pick<ConnectionListItem, 'status' | 'direction'>): ConnectionKind {
  if (item.status === 'accepted') return 'connected';
  return item.direction;
}

const statusText: Record<ConnectionKind, string> = {
  received: 'Wants to connect with you',
  sent: 'Request sent',
  connected: 'Connected',
};

type Props = {
  item: ConnectionListItem;
  now: Date;
  onAccept: (item: ConnectionListItem) => void;
  onRemove: (item: ConnectionListItem) => void;
  accepting: boolean;
  removing: boolean;
};

/** One row of /connections: the other broker, their listing count, and what can be done. */
export function ConnectionRow({ item, now, onAccept, onRemove, accepting, removing }: Props) {
  const { other } = item;
  const kind = connectionKind(item);
  const busy = accepting || removing;
  return (
    <div className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <BrokerAvatar name={other.full_name} avatarUrl={other.avatar_url} />
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold">
            <Link
              to={`/broker/${other.id}`}
              className="break-words rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {other.full_name}
            </Link>
          </h3>
          <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-700">
            {other.company_name ? (
              <span className="inline-flex min-w-0 items-center gap-1">
                <Building2 className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                {other.company_name}
              </span>
            ) : null}
            {other.city ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                {other.city}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <Home className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              {listingCountLabel(item.listing_count)}
            </span>
          </p>
          <p className="mt-0.5 text-xs text-slate-600">
            {statusText[kind]} ·{' '}
            <time dateTime={item.updated_at}>{formatRelativeTime(item.updated_at, now)}</time>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
        {kind === 'received' ? (
          <Button size="sm" onClick={() => onAccept(item)} disabled={busy} aria-busy={accepting}>
            <BusyIcon busy={accepting} icon={Check} />
            Accept
          </Button>
        ) : null}
        {kind === 'connected' ? (
          <LinkButton to={`/inbox/${other.id}`} icon={MessageSquare} size="sm" variant="secondary">
            Message
          </LinkButton>
        ) : null}
        <Button
          size="sm"
          variant="dangerGhost"
          onClick={() => onRemove(item)}
          disabled={busy}
          aria-busy={removing}
        >
          <X className="h-4 w-4" aria-hidden="true" />
          {kind === 'received' ? 'Decline' : 'Remove'}
        </Button>
      </div>
    </div>
  );
}
