// The matches appear without a reload: a requirement_match notification on the open
// requirement page reads them again.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aNotification } from '#web/test/fixtures.ts';
import { fakeApi, json } from '#web/test/fake-api.ts';
import { renderWithRealtime } from '#web/test/render-with-realtime.tsx';
import { createTestQueryClient } from '#web/test/render-with-providers.tsx';
import { aMatch, aMatchList, aRequirement, OWNER_ID, REQUIREMENT_ID } from '../test/fixtures';
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
});
