// The requirement page (issue 19): what its owner sees (client details, expiry with Renew,
// Edit and Delete, the matches with their state) and what another broker sees.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUIREMENT_MESSAGES } from '#shared/schemas/requirements.ts';
import {
  aMatch,
  aMatchList,
  aRequirement,
  OTHER_ID,
  OWNER_ID,
  REQUIREMENT_ID,
  someoneElsesRequirement,
} from '#web/features/requirements/test/fixtures.ts';
import { apiError, deferred, fakeApi, json, noContent, type Answer } from '#web/test/fake-api.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { RequirementDetailPage } from './requirement-detail';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const DETAIL = `GET /api/requirements/${REQUIREMENT_ID}`;
const MATCHES = `GET /api/requirements/${REQUIREMENT_ID}/matches`;
const MATCH_ID = '66666666-6666-4666-8666-666666666666';
const OTHER_MATCH_ID = '77777777-7777-4777-8777-777777777777';

function renderPage(routes: Record<string, Answer | Response>) {
  const api = fakeApi(routes);
  renderWithProviders(
    <Routes>
      <Route path="/requirement/:id" element={<RequirementDetailPage />} />
      <Route path="/my-requirements" element={<h1>My Requirements page</h1>} />
    </Routes>,
    { path: `/requirement/${REQUIREMENT_ID}` },
  );
  return { ...api, user: userEvent.setup() };
}

const twoMatches = () =>
  aMatchList([
    aMatch(),
    aMatch(
      { id: OTHER_MATCH_ID, score: 81, reasons: ['8 % over budget'], state: 'shortlisted' },
      {
        id: '88888888-8888-4888-8888-888888888888',
        title: 'Corner 3 BHK in Koramangala',
        allow_flyers: false,
      },
    ),
  ]);

const card = (title: string) => screen.getByRole('article', { name: title });

describe('/requirement/:id for its owner', () => {
  it('shows the requirement, the private client details, expiry and the matches', async () => {
    renderPage({ [DETAIL]: json(aRequirement()), [MATCHES]: json(twoMatches()) });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '3 BHK to buy in Indiranagar or Koramangala, 1.2–1.5 Cr',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Indiranagar, Koramangala (Bangalore)')).toBeTruthy();
    expect(screen.getByText('₹1,20,00,000 – ₹1,50,00,000')).toBeTruthy();
    expect(screen.getByText('From 1,200 sq ft')).toBeTruthy();
    const note = screen.getByRole('region', {
      name: /Client details \(private: only you see this\)/,
    });
    expect(within(note).getByText('Mr Mehta, 98450 12345')).toBeTruthy();
    expect(screen.getByText('Expires in 12 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/edit-requirement/${REQUIREMENT_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'I have a listing' })).toBeNull();

    const first = await screen.findByRole('article', { name: 'Spacious 3 BHK in Indiranagar' });
    expect(within(first).getByText('92% match')).toBeTruthy();
    expect(
      within(within(first).getByRole('list', { name: 'Why it matches' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['within budget', 'in Indiranagar', '3 BHK as asked']);
    expect(within(first).getByRole('link', { name: 'Message broker' }).getAttribute('href')).toBe(
      `/inbox/${OTHER_ID}?property=11111111-1111-4111-8111-111111111111&requirement=${REQUIREMENT_ID}`,
    );
    expect(
      within(first).getByRole('link', { name: 'Create client flyer' }).getAttribute('href'),
    ).toBe('/my-flyers/new/11111111-1111-4111-8111-111111111111');
    expect((within(first).getByRole('radio', { name: 'New' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // A listing whose owner allows no flyers offers none.
    const second = card('Corner 3 BHK in Koramangala');
    expect(within(second).queryByRole('link', { name: 'Create client flyer' })).toBeNull();
    expect(
      (within(second).getByRole('radio', { name: 'Shortlisted' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText('2 listings match, 1 new')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'New',
      'Shortlisted',
      'Rejected',
    ]);
  });

  it("offers 'Propose co-broking' on another member's listing only, prefilled with both", async () => {
    const mine = aMatch(
      { id: OTHER_MATCH_ID, property_id: '99999999-9999-4999-8999-999999999999' },
      { id: '99999999-9999-4999-8999-999999999999', title: 'My own 3 BHK in Domlur', is_owner: true, can_edit: true },
    );
    renderPage({ [DETAIL]: json(aRequirement()), [MATCHES]: json(aMatchList([aMatch(), mine])) });
    const theirs = await screen.findByRole('article', { name: 'Spacious 3 BHK in Indiranagar' });
    expect(within(theirs).getByRole('link', { name: 'Propose co-broking' }).getAttribute('href')).toBe(
      `/agreements/broker-to-broker?requirement=${REQUIREMENT_ID}&property=11111111-1111-4111-8111-111111111111`,
    );
    // Co-broking is with another member: the broker's own listing offers none.
    expect(within(card('My own 3 BHK in Domlur')).queryByRole('link', { name: 'Propose co-broking' })).toBeNull();
  });

  it('marks a match at once and sends the new state', async () => {
    const saved = deferred<Response>();
    const { user, callsTo } = renderPage({
      [DETAIL]: json(aRequirement()),
      [MATCHES]: json(twoMatches()),
      [`PATCH /api/requirements/${REQUIREMENT_ID}/matches/${MATCH_ID}`]: () => saved.promise,
    });
    const first = await screen.findByRole('article', { name: 'Spacious 3 BHK in Indiranagar' });
    await user.click(within(first).getByRole('radio', { name: 'Shortlisted' }));
    // Before the server answers.
    expect(
      (within(first).getByRole('radio', { name: 'Shortlisted' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      callsTo(`PATCH /api/requirements/${REQUIREMENT_ID}/matches/${MATCH_ID}`).map((c) => c.body),
    ).toEqual([{ state: 'shortlisted' }]);
    saved.resolve(json(aMatch({ state: 'shortlisted' })));
    await waitFor(() => expect(callsTo(MATCHES).length).toBeGreaterThan(1));
  });

  it('puts the state back when the server refuses', async () => {
    const { user } = renderPage({
      [DETAIL]: json(aRequirement()),
      [MATCHES]: json(twoMatches()),
      [`PATCH /api/requirements/${REQUIREMENT_ID}/matches/${MATCH_ID}`]: apiError(
        404,
        REQUIREMENT_MESSAGES.matchNotFound,
        'not_found',
      ),
    });
    const first = await screen.findByRole('article', { name: 'Spacious 3 BHK in Indiranagar' });
    await user.click(within(first).getByRole('radio', { name: 'Rejected' }));
    expect(await screen.findByText(REQUIREMENT_MESSAGES.matchNotFound)).toBeTruthy();
    await waitFor(() =>
      expect(
        (
          within(card('Spacious 3 BHK in Indiranagar')).getByRole('radio', {
            name: 'New',
          }) as HTMLInputElement
        ).checked,
      ).toBe(true),
    );
  });

  it('filters by state and loads more', async () => {
    const { user, callsTo } = renderPage({
      [DETAIL]: json(aRequirement()),
      [MATCHES]: (call) =>
        call.path.includes('page=2')
          ? json(
              aMatchList(
                [
                  aMatch(
                    { id: OTHER_MATCH_ID },
                    { id: '99999999-9999-4999-8999-999999999999', title: 'Last one' },
                  ),
                ],
                { page: 2, total: 11 },
              ),
            )
          : call.path.includes('state=shortlisted')
            ? json(aMatchList([]))
            : json(aMatchList([aMatch()], { total: 11 })),
    });
    await screen.findByRole('article', { name: 'Spacious 3 BHK in Indiranagar' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Last one' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Shortlisted' }));
    expect(await screen.findByRole('heading', { name: 'No shortlisted listings' })).toBeTruthy();
    expect(callsTo(MATCHES).map((c) => c.path)).toEqual([
      `/api/requirements/${REQUIREMENT_ID}/matches?page=1&page_size=10`,
      `/api/requirements/${REQUIREMENT_ID}/matches?page=2&page_size=10`,
      `/api/requirements/${REQUIREMENT_ID}/matches?page=1&page_size=10&state=shortlisted`,
    ]);
  });

  it("says 'No matching listings yet' with a hint when none match", async () => {
    renderPage({
      [DETAIL]: json(aRequirement({ match_count: 0 })),
      [MATCHES]: json(aMatchList([])),
    });
    expect(await screen.findByRole('heading', { name: 'No matching listings yet' })).toBeTruthy();
    expect(screen.getByText(/you get a notification when one fits/)).toBeTruthy();
  });

  it('greys an expired requirement and renews it', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const { user, callsTo } = renderPage({
      [DETAIL]: json(
        aRequirement({ status: 'expired', expires_at: new Date(Date.now() - DAY).toISOString() }),
      ),
      [MATCHES]: json(aMatchList([])),
      [`POST /api/requirements/${REQUIREMENT_ID}/renew`]: json(
        aRequirement({ expires_at: new Date(Date.now() + 30 * DAY + 60_000).toISOString() }),
      ),
    });
    // The status badge and the expiry line.
    expect(await screen.findAllByText('Expired')).toHaveLength(2);
    expect(screen.getByText(/has expired: renew it/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText('Expires in 30 days')).toBeTruthy();
    expect(screen.getByText(REQUIREMENT_MESSAGES.renewed)).toBeTruthy();
    expect(callsTo(`POST /api/requirements/${REQUIREMENT_ID}/renew`)).toHaveLength(1);
  });

  it('deletes after a confirmation and opens My Requirements', async () => {
    const { user, callsTo } = renderPage({
      [DETAIL]: json(aRequirement()),
      [MATCHES]: json(aMatchList([])),
      [`DELETE /api/requirements/${REQUIREMENT_ID}`]: noContent(),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this requirement?' });
    expect(callsTo(`DELETE /api/requirements/${REQUIREMENT_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'My Requirements page' })).toBeTruthy();
    expect(screen.getByText(REQUIREMENT_MESSAGES.deleted)).toBeTruthy();
    expect(callsTo(`DELETE /api/requirements/${REQUIREMENT_ID}`)).toHaveLength(1);
  });
});

describe('/requirement/:id for another broker', () => {
  it("shows the requirement and its owner, 'I have a listing', and nothing private", async () => {
    const { callsTo } = renderPage({ [DETAIL]: json(someoneElsesRequirement()) });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '3 BHK to buy in Indiranagar or Koramangala, 1.2–1.5 Cr',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Ready to move, east facing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe(
      `/broker/${OWNER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'I have a listing' }).getAttribute('href')).toBe(
      `/inbox/${OWNER_ID}?requirement=${REQUIREMENT_ID}`,
    );
    expect(screen.queryByText(/Client details/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Matching listings' })).toBeNull();
    expect(callsTo(MATCHES)).toHaveLength(0);
  });

  it('says not found for one that is not shared with them', async () => {
    renderPage({ [DETAIL]: apiError(404, REQUIREMENT_MESSAGES.notFound, 'not_found') });
    expect(
      await screen.findByRole('heading', { name: REQUIREMENT_MESSAGES.notFound }),
    ).toBeTruthy();
  });
});
