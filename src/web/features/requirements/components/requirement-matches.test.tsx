// The matches appear without a reload: a requirement_match notification on the open
// requirement page reads them again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aNotification } from '#web/test/fixtures.ts';
import { deferred, fakeApi, json } from '#web/test/fake-api.ts';
import { renderWithRealtime } from '#web/test/render-with-realtime.tsx';
import { createTestQueryClient } from '#web/test/render-with-providers.tsx';
import { aMatch, aMatchList, aRequirement, OWNER_ID, REQUIREMENT_ID } from '../test/fixtures';

const matchNotification = () =>
  aNotification({
    type: 'requirement_match',
    content: { role: 'requirement_owner', requirement_id: REQUIREMENT_ID, match_count: 1 },
  });
import { RequirementMatches } from './requirement-matches';

afterEach(() => vi.unstubAllGlobals());

const MATCHES = `GET /api/requirements/${REQUIREMENT_ID}/matches`;

describe('RequirementMatches with realtime', () => {
  it('reads the matches again when a requirement_match notification arrives, not on others', async () => {
    let answer = aMatchList([]);
    const { callsTo } = fakeApi({ [MATCHES]: () => json(answer) });
    const { send } = renderWithRealtime(<RequirementMatches requirement={aRequirement()} />, {
      queryClient: createTestQueryClient(),
      userId: OWNER_ID,
    });
    expect(await screen.findByRole('heading', { name: 'No matching listings yet' })).toBeTruthy();

    send({
      kind: 'notification.created',
      notification: aNotification({ type: 'connection_request' }),
    });
    expect(callsTo(MATCHES)).toHaveLength(1);

    answer = aMatchList([aMatch()]);
    send({
      kind: 'notification.created',
      notification: aNotification({
        type: 'requirement_match',
        content: {
          role: 'requirement_owner',
          requirement_id: REQUIREMENT_ID,
          requirement_title: aRequirement().title,
          match_count: 1,
        },
        action_url: `/requirement/${REQUIREMENT_ID}`,
      }),
    });
    expect(
      await screen.findByRole('article', { name: 'Spacious 3 BHK in Indiranagar' }),
    ).toBeTruthy();
    await waitFor(() => expect(callsTo(MATCHES)).toHaveLength(2));
  });

  it('keeps a match being marked as marked when a notification arrives meanwhile', async () => {
    const saved = deferred<Response>();
    const { callsTo } = fakeApi({
      [MATCHES]: json(aMatchList([aMatch()])),
      [`PATCH /api/requirements/${REQUIREMENT_ID}/matches/${aMatch().id}`]: () => saved.promise,
    });
    const { send } = renderWithRealtime(<RequirementMatches requirement={aRequirement()} />, {
      queryClient: createTestQueryClient(),
      userId: OWNER_ID,
    });
    const card = await screen.findByRole('article', { name: 'Spacious 3 BHK in Indiranagar' });
    await userEvent.setup().click(within(card).getByRole('radio', { name: 'Shortlisted' }));
    send({ kind: 'notification.created', notification: matchNotification() });
    // The server still holds 'new' until the PATCH is answered: no read meanwhile.
    expect(callsTo(MATCHES)).toHaveLength(1);
    expect(
      (within(card).getByRole('radio', { name: 'Shortlisted' }) as HTMLInputElement).checked,
    ).toBe(true);
    saved.resolve(json(aMatch({ state: 'shortlisted' })));
    await waitFor(() => expect(callsTo(MATCHES)).toHaveLength(2));
  });
});
