import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import type { BrokerDirectory } from '#shared/schemas/connections.ts';
import NetworkPage from '#web/app/routes/network.tsx';
import { aDirectoryItem, testId } from '#web/test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { directoryKeys } from '../api/query-keys';
import { BrokerDirectoryCard } from './broker-directory-card';

const page = (items: BrokerDirectory['items'], total = items.length): BrokerDirectory => ({
  items,
  total,
  page: 1,
  page_size: 12,
});

describe('BrokerDirectoryCard', () => {
  it('shows photo, name linking to the broker, company, city, areas, listing count and the button', () => {
    renderWithProviders(
      <BrokerDirectoryCard
        broker={aDirectoryItem({
          areas: ['Indiranagar', 'Koramangala', 'HSR Layout', 'Whitefield', 'Jayanagar'],
          listing_count: 1,
          connection: { state: 'received', connection_id: testId(50) },
        })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Vikram Shah' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vikram Shah' }).getAttribute('href')).toBe(`/broker/${testId(2)}`);
    expect(screen.getByText('Shah Estates')).toBeTruthy();
    expect(screen.getByText('Bangalore')).toBeTruthy();
    const areas = screen.getByRole('list', { name: 'Areas served by Vikram Shah' });
    expect(within(areas).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Indiranagar',
      'Koramangala',
      'HSR Layout',
      '+2 more',
    ]);
    expect(screen.getByText('1 listing')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request Pending' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('/network', () => {
  function renderPage(path = '/network') {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      directoryKeys.list('', 1),
      page(
        [
          aDirectoryItem(),
          aDirectoryItem({ id: testId(3), full_name: 'Meera Iyer', company_name: 'Iyer Homes', listing_count: 0 }),
        ],
        30,
      ),
    );
    queryClient.setQueryData(directoryKeys.list('meera', 1), page([aDirectoryItem({ id: testId(3), full_name: 'Meera Iyer' })]));
    queryClient.setQueryData(directoryKeys.list('nobody', 1), page([]));
    renderWithProviders(
      <Routes>
        <Route path="/network" element={<NetworkPage />} />
      </Routes>,
      { queryClient, path },
    );
  }

  it('lists the brokers with paging', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Network' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Brokers' });
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(['Vikram Shah', 'Meera Iyer']);
    expect(screen.getByText('30 brokers')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Broker pages' }).textContent).toContain('Page 1 of 3');
    expect(screen.getByRole('link', { name: 'My Connections' }).getAttribute('href')).toBe('/connections');
  });

  it('searches once typing settles, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage();
    const box = screen.getByRole('searchbox', { name: 'Search brokers' });
    expect(box.getAttribute('placeholder')).toBe('Name, company, city or area');
    await user.type(box, 'meera');
    expect(await screen.findByText('1 broker matching "meera"')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Brokers' })).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Meera Iyer',
    ]);
    await user.clear(box);
    await user.type(box, 'nobody');
    expect(await screen.findByRole('heading', { name: 'No brokers found' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all brokers' }));
    expect(box).toHaveProperty('value', '');
    expect(await screen.findByText('30 brokers')).toBeTruthy();
  });

  it('starts from the search in the address', () => {
    renderPage('/network?q=meera');
    expect(screen.getByRole('searchbox', { name: 'Search brokers' })).toHaveProperty('value', 'meera');
    expect(screen.getByText('1 broker matching "meera"')).toBeTruthy();
  });
});
