import { Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { propertyRequirementSchema } from '#shared/schemas/requirements.ts';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { usePropertyRequirements } from '../api/get-property-requirements';
import { useRequirementsRealtime } from '../hooks/use-requirements-realtime';
import { describeBudget, describeRooms, describeSize } from './format-ranges';

type PropertyRequirement = z.infer<typeof propertyRequirementSchema>;

const plural = (n: number) => `${n} ${n === 1 ? 'requirement' : 'requirements'}`;

/**
 * On the owner's own listing: the network's requirements it fits (issue 19), with their
 * ranges, notes and owner (the API never sends their client details). Nothing shows
 * while none match; a failed load says so in a line and leaves the page alone.
 */
export function PropertyRequirementsSection({ propertyId }: { propertyId: string }) {
  const headingId = useId();
  const query = usePropertyRequirements(propertyId);
  useRequirementsRealtime();
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>Could not load the requirements this listing matches.</span>
        <Button size="sm" variant="ghost" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const total = query.data.pages[0]?.total ?? 0;
  if (total === 0) return null;
  const items = query.data.pages.flatMap((page) => page.items);
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Users className="h-5 w-5 text-brand-600" aria-hidden="true" />
          Matches {plural(total)} in your network
        </h2>
        <ul className="mt-2 divide-y divide-slate-100">
          {items.map((item) => (
            <RequirementRow key={item.requirement.id} item={item} />
          ))}
        </ul>
        {query.hasNextPage ? (
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </section>
    </Card>
  );
}

function RequirementRow({ item }: { item: PropertyRequirement }) {
  const { requirement } = item;
  const ranges = [
    `Budget ${describeBudget(requirement.budget_min, requirement.budget_max, requirement.property_type)}`,
    `Bedrooms ${describeRooms(requirement.bedrooms_min, requirement.bedrooms_max)}`,
    `Size ${describeSize(requirement.sqft_min, requirement.sqft_max)}`,
  ];
  return (
    <li className="space-y-1.5 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-bold text-white">
          {item.score}% match
        </span>
        <Link
          to={`/requirement/${requirement.id}`}
          className="min-w-0 break-words font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {requirement.title}
        </Link>
      </div>
      <p className="text-sm text-slate-700">{ranges.join(' · ')}</p>
      {requirement.notes ? (
        <p className="line-clamp-3 whitespace-pre-line break-words text-sm text-slate-800">
          {requirement.notes}
        </p>
      ) : null}
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <BrokerAvatar
          name={requirement.broker.full_name}
          avatarUrl={requirement.broker.avatar_url}
          className="h-7 w-7 text-xs"
        />
        <Link
          to={`/broker/${requirement.broker.id}`}
          className="truncate font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {requirement.broker.full_name}
        </Link>
      </div>
    </li>
  );
}
