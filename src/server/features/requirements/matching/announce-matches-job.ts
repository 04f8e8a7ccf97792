// The announcement of newly matching pairs runs as a job (issue 19 bench): it is enqueued
// in the transaction that marks the pairs announced, so the save that found them commits
// both or neither and the owners are told even if this instance stops right after the
// commit; and a new listing's request no longer waits for the notifications of every
// requirement it fits (the runners pick the job up at once, woken by its NOTIFY).
import { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import { defineJob } from '#server/lib/jobs/job-definition.ts';
import { announceMatches } from './announce-matches';

const payload = z.strictObject({
  pairs: z.array(z.strictObject({ requirement_id: z.uuid(), property_id: z.uuid() })).min(1),
});

export const announceMatchesJob = defineJob<z.infer<typeof payload>, AppContext>({
  name: 'requirement_matches.announce',
  payload,
  // A failed read of the titles is worth a few tries; the notifications themselves are
  // raised once (a failure there is logged, never retried into a double).
  maxAttempts: 4,
  async run({ pairs }, { ctx }) {
    await announceMatches(
      ctx,
      pairs.map((p) => ({ requirementId: p.requirement_id, propertyId: p.property_id })),
    );
  },
});
