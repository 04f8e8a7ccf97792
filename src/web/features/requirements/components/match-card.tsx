import { FilePlus2, Handshake, MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '#shared/format/price.ts';
import {
  MATCH_STATE_LABELS,
  MATCH_STATES,
  type MatchState,
  type RequirementMatch,
} from '#shared/schemas/requirements.ts';
import { LocationLine } from '#web/components/location-line.tsx';
import { PropertyThumbnail } from '#web/components/property-thumbnail.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatNumber } from '#shared/format/numbers.ts';

type Props = {
  match: RequirementMatch;
  /** The requirement's title, for the message about this listing. */
  requirementTitle: string;
  /** The requirement is the caller's: they may propose co-broking on another member's listing. */
  ownRequirement: boolean;
  onStateChange: (state: MatchState) => void;
};


/**
 * The conversation with the listing's broker, the listing and the requirement attached
 * to the next message.
 */
export function listingMessagePath(match: Pick<RequirementMatch, 'property' | 'requirement_id'>) {
  return `/inbox/${match.property.broker.id}?property=${match.property.id}&requirement=${match.requirement_id}`;
}

/** The co-broking builder, prefilled with this match's requirement and listing. */
export function proposeCoBrokingPath(match: Pick<RequirementMatch, 'property' | 'requirement_id'>) {
  const query = new URLSearchParams({ requirement: match.requirement_id, property: match.property.id });
  return `/agreements/broker-to-broker?${query.toString()}`;
}

/**
 * One listing that fits the requirement: the listing as in every list, its score and
 * why it fits, New / Shortlisted / Rejected, and what to do with it.
 */
export function MatchCard({ match, requirementTitle, ownRequirement, onStateChange }: Props) {
  const { property } = match;
  const headingId = useId();
  const specs = [
    property.bedrooms !== null ? `${property.bedrooms} BHK` : null,
    property.sqft !== null ? `${formatNumber(property.sqft)} sq ft` : null,
  ].filter(Boolean);
  return (
    // A phone puts the marks and actions under the photo, across the card; from 640 px
    // they sit in the text column beside the photo.
    <Card
      className={cn(
        'grid grid-cols-[7rem_minmax(0,1fr)] overflow-hidden sm:grid-cols-[11rem_minmax(0,1fr)]',
        match.state === 'rejected' && 'bg-slate-50',
      )}
      aria-labelledby={headingId}
      role="article"
    >
      <div className="bg-slate-200 sm:row-span-2">
        <PropertyThumbnail
          src={property.thumbnail_url}
          title={property.title}
          className="h-full w-full object-cover"
          placeholderClassName="min-h-28"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 p-3 sm:p-4 sm:pb-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-bold text-white">
            {match.score}% match
          </span>
          <span className="text-base font-bold text-slate-900">
            {formatPrice(property.price, property.currency)}
          </span>
        </div>
        <h3 id={headingId} className="line-clamp-2 font-semibold text-slate-900">
          <Link to={`/property/${property.id}`} className="hover:text-brand-700 hover:underline">
            {property.title}
          </Link>
        </h3>
        <LocationLine city={property.city} area={property.area} />
        {specs.length > 0 ? <p className="text-sm text-slate-700">{specs.join(' · ')}</p> : null}
        <p className="truncate text-sm text-slate-700">
          By{' '}
          <Link
            to={`/broker/${property.broker.id}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {property.broker.full_name}
          </Link>
        </p>
      </div>
      <div className="col-span-2 flex flex-col gap-3 px-3 pb-3 pt-1 sm:col-span-1 sm:col-start-2 sm:px-4 sm:pb-4">
        {match.reasons.length > 0 ? (
          <ul aria-label="Why it matches" className="flex flex-wrap gap-1.5">
            {match.reasons.map((reason) => (
              <li
                key={reason}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
              >
                {reason}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-col gap-2 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between">
          <StateControl match={match} onChange={onStateChange} />
          {property.is_owner ? null : (
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button asChild size="sm" variant="secondary">
                <Link
                  to={listingMessagePath(match)}
                  state={{
                    property: { id: property.id, title: property.title },
                    requirement: { id: match.requirement_id, title: requirementTitle },
                  }}
                >
                  <MessageSquare className="h-4 w-4" aria-hidden="true" />
                  Message broker
                </Link>
              </Button>
              {ownRequirement ? (
                <Button asChild size="sm" variant="secondary">
                  <Link to={proposeCoBrokingPath(match)}>
                    <Handshake className="h-4 w-4" aria-hidden="true" />
                    Propose co-broking
                  </Link>
                </Button>
              ) : null}
              {property.allow_flyers ? (
                <Button asChild size="sm" variant="secondary">
                  <Link to={`/my-flyers/new/${property.id}`}>
                    <FilePlus2 className="h-4 w-4" aria-hidden="true" />
                    Create client flyer
                  </Link>
                </Button>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}

function StateControl({
  match,
  onChange,
}: {
  match: RequirementMatch;
  onChange: (state: MatchState) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">Mark {match.property.title}</legend>
      <div className="grid grid-cols-3 overflow-hidden rounded-lg border border-slate-300 sm:inline-grid">
        {MATCH_STATES.map((state) => (
          <label key={state} className="relative">
            <input
              type="radio"
              name={name}
              value={state}
              checked={match.state === state}
              onChange={() => onChange(state)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex h-9 cursor-pointer items-center justify-center px-3 text-sm font-medium text-slate-800',
                'peer-focus-visible:outline-2 peer-focus-visible:-outline-offset-2 peer-focus-visible:outline-brand-600',
                state === 'rejected'
                  ? 'peer-checked:bg-slate-700 peer-checked:text-white'
                  : 'peer-checked:bg-brand-600 peer-checked:text-white',
              )}
            >
              {MATCH_STATE_LABELS[state]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
