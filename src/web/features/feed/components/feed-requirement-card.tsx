import { ListChecks, MessageSquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import type { Requirement } from '#shared/schemas/requirements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { RequirementCard } from '#web/features/requirement-lists/index.ts';

/**
 * A new requirement of the network in the Community Feed (issue 19): the requirement's
 * card, and what the reader can do about it: its owner opens the matches, anyone else
 * answers 'I have a listing', a message to the owner about this requirement.
 */
export function FeedRequirementCard({ requirement }: { requirement: Requirement }) {
  return (
    <article aria-label={`Requirement: ${requirement.title}`} className="space-y-2">
      <RequirementCard requirement={requirement} />
      <div className="flex justify-end">
        {requirement.is_owner ? (
          <Button asChild variant="secondary" size="sm">
            <Link to={`/requirement/${requirement.id}#matches`}>
              <ListChecks className="h-4 w-4" aria-hidden="true" />
              View matches
            </Link>
          </Button>
        ) : (
          <Button asChild variant="secondary" size="sm">
            <Link to={`/inbox/${requirement.broker.id}?requirement=${requirement.id}`}>
              <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />I have a listing
            </Link>
          </Button>
        )}
      </div>
    </article>
  );
}
