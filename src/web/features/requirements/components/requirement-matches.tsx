import { SearchX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MATCH_STATE_LABELS, type Requirement } from '#shared/schemas/requirements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { useRequirementMatches, type MatchFilter } from '../api/get-requirement-matches';
import { useUpdateMatchState } from '../api/update-match-state';
import { useRequirementsRealtime } from '../hooks/use-requirements-realtime';
import { MatchCard } from './match-card';

const FILTERS: readonly MatchFilter[] = ['all', 'new', 'shortlisted', 'rejected'];

/** The owner's matching listings, by state, best score first. */
export function RequirementMatches({ requirement }: { requirement: Requirement }) {
  const headingId = useId();
  const [filter, setFilter] = useState<MatchFilter>('all');
  useRequirementsRealtime();
  const section = useRef<HTMLElement>(null);
  // The feed's 'View matches' links here with #matches.
  useEffect(() => {
    if (window.location.hash === '#matches') section.current?.scrollIntoView({ block: 'start' });
  }, []);
  // The counts stand above the tabs: four short labels fit a phone's width.
  const all = requirement.match_count;
  const fresh = requirement.new_match_count ?? 0;
  return (
    <section
      ref={section}
      id="matches"
      aria-labelledby={headingId}
      className="scroll-mt-20 space-y-3"
    >
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Matching listings
        </h2>
        {all !== undefined && all > 0 ? (
          <p className="text-sm text-slate-700">
            {all} {all === 1 ? 'listing matches' : 'listings match'}
            {fresh > 0 ? `, ${fresh} new` : ''}
          </p>
        ) : null}
      </div>
      {requirement.status !== 'active' ? (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {requirement.status === 'expired'
            ? 'This requirement has expired: renew it to find new matches.'
            : 'This requirement is not active: it finds no new matches until it is active again.'}
        </p>
      ) : null}
      <Tabs
        label="Matches by state"
        value={filter}
        onValueChange={(v) => setFilter(v as MatchFilter)}
        tabs={FILTERS.map((f) => ({
          value: f,
          label: f === 'all' ? 'All' : MATCH_STATE_LABELS[f],
          panel: <MatchList requirement={requirement} filter={f} />,
        }))}
      />
    </section>
  );
}

function MatchList({ requirement, filter }: { requirement: Requirement; filter: MatchFilter }) {
  const requirementId = requirement.id;
  const query = useRequirementMatches(requirementId, filter);
  const update = useUpdateMatchState(requirementId);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading matches" className="space-y-3">
        {[0, 1].map((i) => (
          <Card key={i} className="flex gap-3 p-3">
            <Skeleton className="h-24 w-28 sm:w-44" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </Card>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadErrorScreen
        title="Could not load the matches"
        headingLevel="h3"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const matches = query.data.pages.flatMap((page) => page.items);
  if (matches.length === 0) {
    return (
      <StatusScreen
        icon={SearchX}
        headingLevel="h3"
        title={
          filter === 'all'
            ? 'No matching listings yet'
            : `No ${MATCH_STATE_LABELS[filter].toLowerCase()} listings`
        }
        text={
          filter === 'all'
            ? 'Every new or changed listing in your network is checked against this requirement; you get a notification when one fits. A wider budget or more areas find more.'
            : 'Mark a listing in All to see it here.'
        }
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {matches.map((match) => (
          <li key={match.id}>
            <MatchCard
              match={match}
              requirementTitle={requirement.title}
              ownRequirement={requirement.is_owner}
              onStateChange={(state) => update.mutate({ matchId: match.id, state })}
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="text-center">
          <Button
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
