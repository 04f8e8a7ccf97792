import { ExternalLink, FileText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ListingFlyers } from '#shared/schemas/flyers.ts';
import { ALLOW_FLYERS_LABEL } from '#shared/schemas/properties.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';
import { useListingFlyers } from '../api/get-listing-flyers';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * On the owner's own listing: who made client flyers of it (decision 023), each broker
 * with their number of flyers and links to the ones online, and whether the switch
 * 'Other brokers may make client flyers' is on (it is changed in Edit Property).
 */
export function ListingFlyersCard({ propertyId }: { propertyId: string }) {
  const headingId = useId();
  const query = useListingFlyers(propertyId);
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <FileText className="h-5 w-5 text-brand-600" aria-hidden="true" />
          Client flyers by other brokers
        </h2>
        {query.isPending ? (
          <div role="status" aria-label="Loading client flyers" className="mt-3 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : query.isError ? (
          <p className="mt-2 text-sm text-slate-700">
            Could not load who made flyers of this listing.
          </p>
        ) : (
          <FlyerMakers data={query.data} propertyId={propertyId} />
        )}
      </section>
    </Card>
  );
}

function FlyerMakers({ data, propertyId }: { data: ListingFlyers; propertyId: string }) {
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">
        {data.allow_flyers ? (
          <>&lsquo;{ALLOW_FLYERS_LABEL}&rsquo; is on.</>
        ) : (
          <>
            &lsquo;{ALLOW_FLYERS_LABEL}&rsquo; is off: no new flyers, and their flyers are offline.
          </>
        )}{' '}
        <Link
          to={`/new-edit-property/${propertyId}`}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Change it in the listing&apos;s form
        </Link>
      </p>
      {data.brokers.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          No broker has made a flyer of this listing yet.
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm font-medium text-slate-800">
            {plural(data.flyer_count, 'flyer', 'flyers')} by{' '}
            {plural(data.broker_count, 'broker', 'brokers')}
          </p>
          <ul className="mt-2 divide-y divide-slate-100">
            {data.brokers.map((maker) => (
              <li key={maker.broker.id} className="flex items-start gap-3 py-3">
                <BrokerAvatar name={maker.broker.full_name} avatarUrl={maker.broker.avatar_url} />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/broker/${maker.broker.id}`}
                    className="block truncate font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {maker.broker.full_name}
                  </Link>
                  <p className="truncate text-sm text-slate-700">
                    {maker.broker.company_name ? `${maker.broker.company_name} · ` : ''}
                    {plural(maker.flyer_count, 'flyer', 'flyers')}
                  </p>
                  <ul className="mt-1 space-y-1">
                    {maker.flyers.map((flyer) => (
                      <li key={`${flyer.created_at}-${flyer.title}`} className="text-sm">
                        {flyer.public_url ? (
                          <a
                            href={flyer.public_url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="inline-flex max-w-full items-start gap-1 text-brand-700 underline underline-offset-2 hover:text-brand-800"
                          >
                            <ExternalLink
                              className="mt-0.5 h-3.5 w-3.5 shrink-0"
                              aria-hidden="true"
                            />
                            <span className="break-words">{flyer.title}</span>
                            <span className="sr-only"> (opens in a new tab)</span>
                          </a>
                        ) : (
                          <span className="text-slate-600">
                            <span className="break-words">{flyer.title}</span> (offline)
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
