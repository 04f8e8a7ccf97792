// Broker Agreements (issue 20): the broker's agreements newest first, the kind and status
// filters kept in the URL, paging, and the empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSummary, anAgreementList, AGREEMENT_ID } from '#web/features/agreements/test/fixtures.ts';
import { queryOf, renderPage } from '#web/features/requirement-lists/test/render-page.tsx';
import { type ApiCall, fakeApi, json, never } from '#web/test/fake-api.ts';
import BrokerAgreementsPage from './broker-agreements';

afterEach(() => vi.unstubAllGlobals());

const isList = (call: ApiCall) => call.method === 'GET' && call.path.startsWith('/api/agreements?');
const OTHER_ID = '5a1b2c3d-0000-4000-8000-000000000002';

describe('/broker-agreements', () => {
  it('shows grey rows while page 1 loads', () => {
    const { calls } = fakeApi(never);
    renderPage(<BrokerAgreementsPage />, '/broker-agreements');
    expect(screen.getByRole('heading', { level: 1, name: 'Broker Agreements' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading agreements' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/agreements?page=1&page_size=10']);
  });

  it('lists each agreement: title link, kind, status, next step and when it changed', async () => {
    fakeApi(() =>
      json(
        anAgreementList([
          aSummary({ updated_at: new Date(Date.now() - 3 * 3_600_000).toISOString() }),
          aSummary({ id: OTHER_ID, title: 'Listing mandate: Villa in Whitefield', status: 'executed', next_step: 'Signed by every party' }),
        ]),
      ),
    );
    renderPage(<BrokerAgreementsPage />, '/broker-agreements');
    const list = await screen.findByRole('list', { name: 'My agreements' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(
      within(first).getByRole('link', { name: 'Listing mandate: Spacious 3 BHK in Indiranagar' }).getAttribute('href'),
    ).toBe(`/agreement/${AGREEMENT_ID}`);
    expect(within(first).getByText('Seller to Broker Agreement')).toBeTruthy();
    expect(within(first).getByText('Draft')).toBeTruthy();
    expect(within(first).getByText('Sign it and send it to Meera Shah')).toBeTruthy();
    expect(within(first).getByText('3h ago')).toBeTruthy();
    expect(within(second).getByText('Executed')).toBeTruthy();
    expect(screen.getByText('2 agreements')).toBeTruthy();
  });

  it('writes the kind and status to the URL, asks for them, and drops the page number', async () => {
    const api = fakeApi(() => json(anAgreementList([aSummary()], { total: 25 })));
    const { search } = renderPage(<BrokerAgreementsPage />, '/broker-agreements', '/broker-agreements?page=2');
    await screen.findByRole('list', { name: 'My agreements' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Viewed');
    await waitFor(() => expect(search()).toEqual({ status: 'viewed' }));
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Seller to Broker Agreement');
    await waitFor(() => expect(search()).toEqual({ status: 'viewed', kind: 'seller_to_broker' }));
    await waitFor(() =>
      expect(queryOf(api.calls.filter(isList).at(-1)!.path)).toEqual({
        page: '1',
        kind: 'seller_to_broker',
        status: 'viewed',
        page_size: '10',
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Any status');
    await waitFor(() => expect(search()).toEqual({ kind: 'seller_to_broker' }));
  });

  it('reads the filters back from a shared URL, ignoring values that are not one', async () => {
    const api = fakeApi(() => json(anAgreementList([aSummary({ status: 'sent' })])));
    renderPage(<BrokerAgreementsPage />, '/broker-agreements', '/broker-agreements?status=sent&kind=nonsense&page=3');
    await waitFor(() => expect(api.calls.filter(isList)).toHaveLength(1));
    expect(queryOf(api.calls.filter(isList)[0]!.path)).toEqual({ page: '3', status: 'sent', page_size: '10' });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('sent');
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('');
  });

  it('pages with Next, keeping the page in the URL', async () => {
    const api = fakeApi(() => json(anAgreementList([aSummary()], { total: 25 })));
    const { search } = renderPage(<BrokerAgreementsPage />, '/broker-agreements');
    await screen.findByRole('list', { name: 'My agreements' });
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(search()).toEqual({ page: '2' }));
    await waitFor(() => expect(queryOf(api.calls.filter(isList).at(-1)!.path)).toMatchObject({ page: '2' }));
  });

  it('has an empty state that leads to the builder of each kind', async () => {
    fakeApi(() => json(anAgreementList([])));
    renderPage(<BrokerAgreementsPage />, '/broker-agreements');
    const empty = (await screen.findByRole('heading', { name: 'No agreements yet' })).closest('div') as HTMLElement;
    expect(empty).toBeTruthy();
    const links = screen.getAllByRole('group', { name: 'Draft a new agreement' });
    // The header's and the empty state's: the same three builders.
    expect(links).toHaveLength(2);
    for (const group of links) {
      expect(within(group).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
        ['Seller mandate', '/agreements/seller-to-broker'],
        ['Buyer mandate', '/agreements/buyer-to-broker'],
        ['Co-broking terms', '/agreements/broker-to-broker'],
      ]);
    }
  });

  it('says when nothing matches the filters, and clears them', async () => {
    fakeApi(() => json(anAgreementList([])));
    const { search } = renderPage(<BrokerAgreementsPage />, '/broker-agreements', '/broker-agreements?status=declined');
    expect(await screen.findByRole('heading', { name: 'No agreements match these filters' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search()).toEqual({}));
  });
});
