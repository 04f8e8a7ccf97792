import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';
import { apiError, fakeApi, json, never, noContent } from '#web/test/fake-api.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { testId } from '#web/test/fixtures.ts';
import { aFlyer, aFlyerList } from '../test/fixtures';
import { MyFlyers } from './my-flyers';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The test cache, retrying at once so the list's one retry on a 5xx is quick. */
function quickRetryClient() {
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  return queryClient;
}

const renderList = (path = '/my-flyers') =>
  renderWithProviders(<MyFlyers />, { path, queryClient: quickRetryClient() });

const withOwnImages = aFlyer({
  images: ['/media/flyers/a/one.webp', '/media/flyers/a/two.webp'],
  custom_price_text: '₹ 1.2 Cr onwards, negotiable',
  price: null,
  price_mode: 'custom',
});
const noPhotos = aFlyer({
  id: testId(701),
  title: 'Office floor in BKC',
  public_url: '/flyer/p2/office-floor-in-bkc',
  property: { ...aFlyer().property, images: [], area: null, city: 'Mumbai' },
});

describe('MyFlyers', () => {
  it('shows card skeletons while the flyers load', () => {
    fakeApi(never);
    renderList();
    expect(screen.getByRole('status', { name: 'Loading flyers' })).toBeTruthy();
  });

  it('explains how to make a flyer when there are none', async () => {
    fakeApi(() => json(aFlyerList([])));
    renderList();
    expect(await screen.findByRole('heading', { name: 'No flyers yet' })).toBeTruthy();
    expect(
      screen.getByText(/Open a listing in your network and tap 'Create Flyer for Clients'/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse network listings' }).getAttribute('href')).toBe(
      '/network-properties',
    );
  });

  it('lists each flyer with its cover, price, place, date and actions', async () => {
    const { calls } = fakeApi(() => json(aFlyerList([withOwnImages, noPhotos], { total: 14 })));
    renderList();
    const list = await screen.findByRole('list', { name: 'My flyers' });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/flyers?page=1' });
    const [first, second] = within(list).getAllByRole('article');

    // Custom text first; the flyer's own first image is the cover.
    expect(within(first!).getByRole('heading', { name: withOwnImages.title })).toBeTruthy();
    expect(first!.textContent).toContain('₹ 1.2 Cr onwards, negotiable');
    expect(first!.textContent).toContain('Indiranagar, Bangalore');
    expect(first!.textContent).toContain('Updated 14 Mar 2026');
    expect(within(first!).getByRole('img', { name: withOwnImages.title }).getAttribute('src')).toBe(
      '/media/flyers/a/one.webp',
    );
    expect(within(first!).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/my-flyers/edit/${withOwnImages.id}`,
    );
    const view = within(first!).getByRole('link', {
      name: 'View Public Flyer (opens in a new tab)',
    });
    expect(view.getAttribute('href')).toBe(withOwnImages.public_url);
    expect(view.getAttribute('target')).toBe('_blank');
    const whatsapp = within(first!).getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(
        `${withOwnImages.title} ${window.location.origin}${withOwnImages.public_url}`,
      )}`,
    );
    expect(within(first!).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Delete flyer' })).toBeTruthy();

    // No photos anywhere: the placeholder; the standard price formatted.
    expect(
      within(second!).getByRole('img', { name: 'No photo of Office floor in BKC' }),
    ).toBeTruthy();
    expect(second!.textContent).toContain('₹1,25,00,000');
    expect(second!.textContent).toContain('Mumbai');

    expect(screen.getByText('14 flyers')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'My flyers pages' }).textContent).toContain(
      'Page 1 of 2',
    );
  });

  it("falls back to the property's first photo for the cover", async () => {
    fakeApi(() => json(aFlyerList([aFlyer()])));
    renderList();
    const cover = await screen.findByRole('img', { name: aFlyer().title });
    expect(cover.getAttribute('src')).toBe('/media/property_images/k1/full.webp');
  });

  it('asks for page 2 when the URL says so', async () => {
    const { calls } = fakeApi(() => json(aFlyerList([aFlyer()], { total: 13, page: 2 })));
    renderList('/my-flyers?page=2');
    await screen.findByRole('list', { name: 'My flyers' });
    expect(calls[0]?.path).toBe('/api/flyers?page=2');
  });

  it("copies the full address and says 'Link copied!'", async () => {
    const user = userEvent.setup();
    fakeApi(() => json(aFlyerList([withOwnImages])));
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}${withOwnImages.public_url}`,
    );
  });

  it("says 'Could not copy link' when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    fakeApi(() => json(aFlyerList([withOwnImages])));
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy link')).toBeTruthy();
  });

  it('shows the error state with Try again, which loads the list', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = fakeApi(() =>
      fail ? apiError(500, 'Database unavailable', 'internal') : json(aFlyerList([withOwnImages])),
    );
    renderList();
    expect(await screen.findByRole('heading', { name: 'Could not load flyers' })).toBeTruthy();
    // One retry on a server error, then the error screen.
    expect(calls).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'My flyers' })).toBeTruthy();
  });

  it('deletes a flyer after confirming, and reloads the list', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { calls } = fakeApi(({ method }) => {
      if (method === 'DELETE') {
        deleted = true;
        return noContent();
      }
      return json(aFlyerList(deleted ? [] : [withOwnImages]));
    });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete flyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this flyer?' });
    expect(dialog.textContent).toContain(`"${withOwnImages.title}" will be deleted`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No flyers yet' })).toBeTruthy();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/api/flyers/${withOwnImages.id}` }),
    );
    expect(screen.getByText('Flyer deleted')).toBeTruthy();
  });

  it('offers only Delete for a flyer whose listing is no longer visible', async () => {
    fakeApi(() =>
      json(aFlyerList([{ ...withOwnImages, property: null, status: 'listing_unavailable' }])),
    );
    renderList();
    const card = await screen.findByRole('article');
    expect(card.textContent).toContain('The listing is no longer available to you');
    expect(within(card).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(card).queryByRole('link', { name: /View Public Flyer/ })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Delete Flyer' })).toBeTruthy();
    expect(card.textContent).toContain('₹ 1.2 Cr onwards');
  });

  it('says the owner turned client flyers off, and offers only Delete (decision 023)', async () => {
    fakeApi(() => json(aFlyerList([{ ...withOwnImages, status: 'flyers_off' }])));
    renderList();
    const card = await screen.findByRole('article');
    expect(card.textContent).toContain(FLYER_MESSAGES.flyersOffCard);
    expect(within(card).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Delete Flyer' })).toBeTruthy();
    // The listing is still visible to the broker: its place still shows.
    expect(card.textContent).toContain('Indiranagar, Bangalore');
  });
});
