import { Lock, MapPin, MessageSquare, Pencil } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { VISIBILITY_LABELS } from '#shared/schemas/properties.ts';
import type { Requirement } from '#shared/schemas/requirements.ts';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Fact } from '#web/components/ui/fact.tsx';
import { cn } from '#web/lib/cn.ts';
import { DeleteRequirementButton } from './delete-requirement-button';
import { describeExpiry, ExpiryLine } from './expiry-line';
import { describeBudget, describeRooms, describeSize, typeLabel } from './format-ranges';
import { RequirementStatusBadge } from './requirement-status-badge';
import { useNow } from '#web/lib/use-now.ts';

/** Where 'I have a listing' leads: the conversation with the requirement's owner, about it. */
export const ownerConversationPath = (requirement: Pick<Requirement, 'broker' | 'id'>) =>
  `/inbox/${requirement.broker.id}?requirement=${requirement.id}`;

/**
 * One requirement: its title, ranges, areas and notes for everyone who may see it; for
 * its owner also the client details (sent to the owner alone), expiry with Renew, Edit
 * and Delete. An expired one is greyed.
 */
export function RequirementDetails({ requirement }: { requirement: Requirement }) {
  const now = useNow();
  const noteHeadingId = useId();
  const { expired } = describeExpiry(requirement, now);
  const place =
    requirement.areas.length > 0
      ? `${requirement.areas.map((a) => a.name).join(', ')} (${requirement.city})`
      : `Anywhere in ${requirement.city}`;
  return (
    <Card className={cn('p-4 sm:p-6', expired && 'bg-slate-50')}>
      <div className={cn('space-y-4', expired && 'opacity-70')}>
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-md bg-slate-900/85 px-2 py-0.5 text-xs font-semibold text-white">
            To {typeLabel(requirement.property_type).toLowerCase()}
          </span>
          <RequirementStatusBadge status={requirement.status} />
          {requirement.is_owner ? (
            <span className="text-xs text-slate-600">
              {VISIBILITY_LABELS[requirement.visibility]}
            </span>
          ) : null}
        </div>
        <h1 className="break-words text-2xl font-bold text-slate-900 md:text-3xl">
          {requirement.title}
        </h1>
        <p className="inline-flex items-start gap-1.5 text-slate-700">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {place}
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact label="Budget" className="col-span-2 sm:col-span-1">
            {describeBudget(
              requirement.budget_min,
              requirement.budget_max,
              requirement.property_type,
            )}
          </Fact>
          <Fact label="Bedrooms">
            {describeRooms(requirement.bedrooms_min, requirement.bedrooms_max)}
          </Fact>
          <Fact label="Size">{describeSize(requirement.sqft_min, requirement.sqft_max)}</Fact>
        </dl>
        {requirement.notes ? (
          <section aria-label="Notes">
            <h2 className="text-sm font-semibold text-slate-800">Notes</h2>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">
              {requirement.notes}
            </p>
          </section>
        ) : null}
      </div>
      {requirement.client_note ? (
        <section
          aria-labelledby={noteHeadingId}
          className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3"
        >
          <h2
            id={noteHeadingId}
            className="flex items-center gap-1.5 text-sm font-semibold text-amber-900"
          >
            <Lock className="h-4 w-4" aria-hidden="true" />
            Client details (private: only you see this)
          </h2>
          <p className="mt-1 whitespace-pre-line break-words text-slate-900">
            {requirement.client_note}
          </p>
        </section>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <ExpiryLine requirement={requirement} />
        {requirement.is_owner ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary">
              <Link to={`/edit-requirement/${requirement.id}`}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
                Edit
              </Link>
            </Button>
            <DeleteRequirementButton id={requirement.id} title={requirement.title} />
          </div>
        ) : null}
      </div>
      {requirement.is_owner ? null : <OwnerLine requirement={requirement} />}
    </Card>
  );
}

/** Another broker's requirement: whose it is, and 'I have a listing' to tell them. */
function OwnerLine({ requirement }: { requirement: Requirement }) {
  const { broker } = requirement;
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <BrokerAvatar name={broker.full_name} avatarUrl={broker.avatar_url} />
        <div className="min-w-0">
          <Link
            to={`/broker/${broker.id}`}
            className="block truncate font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {broker.full_name}
          </Link>
          {broker.company_name ? (
            <p className="truncate text-sm text-slate-600">{broker.company_name}</p>
          ) : null}
        </div>
      </div>
      <Button asChild>
        <Link
          to={ownerConversationPath(requirement)}
          state={{ requirement: { id: requirement.id, title: requirement.title } }}
        >
          <MessageSquare className="h-4 w-4" aria-hidden="true" />I have a listing
        </Link>
      </Button>
    </div>
  );
}
