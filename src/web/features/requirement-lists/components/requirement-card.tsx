import { CalendarClock, IndianRupee, BedDouble } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatAmountRange } from '#shared/format/short-amount.ts';
import { describeBedrooms } from '#shared/format/requirement-title.ts';
import { REQUIREMENT_MESSAGES, type Requirement } from '#shared/schemas/requirements.ts';
import { LocationLine } from '#web/components/location-line.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useRenewRequirement } from '#web/features/requirements/index.ts';
import { formatExpiry } from './format-expiry';
import { NewMatchesBadge, RequirementStatusBadge, RequirementTypeBadge } from './requirement-badges';

/**
 * One requirement in every list: its generated title (the link to its page, covering the
 * card), Buy or Rent, where, budget and BHK, whose it is, its status and expiry. The
 * owner's cards count new matches; an expired one is greyed with Renew.
 */
export function RequirementCard({ requirement }: { requirement: Requirement }) {
  const now = useNow();
  const renew = useRenewRequirement();
  const expired = requirement.status === 'expired';
  const own = requirement.is_owner;
  const areas = requirement.areas.map((area) => area.name).join(', ');
  const budget = formatAmountRange(requirement.budget_min, requirement.budget_max);
  const bedrooms = describeBedrooms(requirement.bedrooms_min, requirement.bedrooms_max);
  const onRenew = () =>
    renew.mutate(requirement.id, {
      onSuccess: () => toast.success(REQUIREMENT_MESSAGES.renewed),
      onError: (error) =>
        toast.error('Could not renew the requirement', { description: errorMessage(error, 'Please try again.') }),
    });
  return (
    <Card
      data-expired={expired || undefined}
      className={cn(
        'relative flex h-full flex-col gap-2 p-4 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md',
        expired && 'border-dashed bg-slate-50 text-slate-600 opacity-75',
      )}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <RequirementTypeBadge type={requirement.property_type} />
        {own || requirement.status !== 'active' ? <RequirementStatusBadge status={requirement.status} /> : null}
        {own ? <NewMatchesBadge count={requirement.new_match_count} /> : null}
      </div>
      <h3 className={cn('line-clamp-2 text-base font-semibold', expired ? 'text-slate-700' : 'text-slate-900')}>
        <Link
          to={`/requirement/${requirement.id}`}
          className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
        >
          {requirement.title}
        </Link>
      </h3>
      <LocationLine city={requirement.city} area={areas || null} />
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <div className="inline-flex items-center gap-1">
          <IndianRupee className="h-4 w-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Budget</dt>
          <dd>{budget || 'Any budget'}</dd>
        </div>
        <div className="inline-flex items-center gap-1">
          <BedDouble className="h-4 w-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Bedrooms</dt>
          <dd>{bedrooms ?? 'Any BHK'}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-sm">
        {own ? (
          <p className="inline-flex items-center gap-1 text-slate-700">
            <CalendarClock className="h-4 w-4 text-slate-500" aria-hidden="true" />
            {formatExpiry(requirement.expires_at, expired, now)}
          </p>
        ) : (
          <p className="min-w-0 truncate text-slate-700">
            By{' '}
            <Link
              to={`/broker/${requirement.broker.id}`}
              className="relative z-10 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {requirement.broker.full_name}
            </Link>
          </p>
        )}
        {own && expired ? (
          <Button
            size="sm"
            variant="secondary"
            className="relative z-10"
            disabled={renew.isPending}
            onClick={onRenew}
            aria-label={`Renew ${requirement.title}`}
          >
            Renew
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
