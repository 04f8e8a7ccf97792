import { Building2, Home, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { BrokerDirectoryItem } from '#shared/schemas/connections.ts';
import { Card } from '#web/components/ui/card.tsx';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';
import { ConnectButton } from './connect-button';

const AREAS_SHOWN = 3;

export function listingCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'listing' : 'listings'}`;
}

/** One broker in /agents and /network: who, where, how many listings, and the connect button. */
export function BrokerDirectoryCard({ broker }: { broker: BrokerDirectoryItem }) {
  const shownAreas = broker.areas.slice(0, AREAS_SHOWN);
  const moreAreas = broker.areas.length - shownAreas.length;
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <BrokerAvatar name={broker.full_name} avatarUrl={broker.avatar_url} size="md" />
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold text-slate-900">
            <Link
              to={`/broker/${broker.id}`}
              className="break-words rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {broker.full_name}
            </Link>
          </h3>
          {broker.company_name ? (
            <p className="flex items-center gap-1 text-sm text-slate-700">
              <Building2 className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="truncate">{broker.company_name}</span>
            </p>
          ) : null}
          {broker.city ? (
            <p className="flex items-center gap-1 text-sm text-slate-700">
              <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="truncate">{broker.city}</span>
            </p>
          ) : null}
        </div>
      </div>
      {shownAreas.length > 0 ? (
        <ul aria-label={`Areas served by ${broker.full_name}`} className="flex flex-wrap gap-1.5">
          {shownAreas.map((area) => (
            <li key={area} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
              {area}
            </li>
          ))}
          {moreAreas > 0 ? (
            <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              +{moreAreas} more
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="flex items-center gap-1 text-sm text-slate-700">
        <Home className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        {listingCountLabel(broker.listing_count)}
      </p>
      <ConnectButton brokerId={broker.id} connection={broker.connection} size="sm" className="mt-auto" />
    </Card>
  );
}
