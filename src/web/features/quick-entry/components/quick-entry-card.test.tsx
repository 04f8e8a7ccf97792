import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUICK_ENTRY_MESSAGES } from '#shared/schemas/quick-entry.ts';
import { areasQuery } from '#web/features/cities/api/get-areas.ts';
import { citiesQuery } from '#web/features/cities/api/get-cities.ts';
import { createTestQueryClient, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, deferred, fakeApi, json, never, type Answer } from '#web/test/fake-api.ts';
import { aScrapeResult, WHATSAPP_LISTING } from '../test/fixtures';
import type { QuickEntryValues } from '../quick-entry-result';
import { QuickEntryCard } from './quick-entry-card';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const LISTING_URL =
  'https://www.99acres.com/3-bhk-apartment-for-sale-in-whitefield-bangalore-F71234';

function renderCard(answer: Answer = () => apiError(500, 'unexpected')) {
  const { calls } = fakeApi(answer);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(citiesQuery.queryKey, [
    { id: 1, name: 'Bangalore' },
    { id: 2, name: 'Mumbai' },
  ]);
  queryClient.setQueryData(areasQuery(1).queryKey, [
    { id: 11, area: 'Koramangala' },
    { id: 12, area: 'Whitefield' },
  ]);
  const onApply = vi.fn<(values: QuickEntryValues) => void>();
  renderWithProviders(<QuickEntryCard onApply={onApply} currentCityId={() => 1} />, {
    queryClient,
  });
  return { user: userEvent.setup(), onApply, calls };
}

const box = () => screen.getByLabelText('Quick Entry');
const extractButton = () => screen.getByRole('button', { name: 'Extract Details' });

/** The summary's rows as [label, value] pairs. */
function summaryRows(): [string, string][] {
  const region = screen.getByRole('region', { name: 'Extracted details' });
  return within(region)
    .getAllByRole('term')
    .map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
}

describe('QuickEntryCard', () => {
  it('shows a size written in land units with its conversion, and the rate beside a price from it', async () => {
    const { user } = renderCard();
    await user.click(box());
    await user.paste('Farm land for sale, 2 acres, 45 lakh per acre');
    await user.click(extractButton());
    await screen.findByRole('region', { name: 'Extracted details' });
    const rows = Object.fromEntries(summaryRows());
    expect(rows['Area (sq ft)']).toBe('87,1202 acres = 87,120 sq ft');
    expect(rows.Price).toBe('₹90,00,000Rate ₹45,00,000 per acre');
  });

  it('has one labelled box with its hint, and the button is disabled while the box is empty', async () => {
    const { user } = renderCard();
    expect(screen.getByRole('heading', { name: 'Quick Entry' })).toBeTruthy();
    expect(box().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Paste a WhatsApp message or a listing link/)).toBeTruthy();
    expect((extractButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(box(), '   ');
    expect((extractButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(box(), '2 BHK');
    expect((extractButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('parses pasted text in the browser, matching the city’s areas, and shows a summary; Apply hands the values over', async () => {
    const { user, onApply, calls } = renderCard((call) =>
      call.path === '/api/cities/2/areas'
        ? json([
            { id: 20, area: 'Andheri West' },
            { id: 21, area: 'Powai' },
          ])
        : apiError(500, 'unexpected'),
    );
    await user.click(box());
    await user.paste(WHATSAPP_LISTING);
    await user.click(extractButton());
    await screen.findByRole('region', { name: 'Extracted details' });
    expect(summaryRows()).toEqual([
      ['Title', '2 BHK Flat for Rent'],
      ['Type', 'Rent'],
      ['Bedrooms', '2'],
      ['Baths', '2'],
      ['Area (sq ft)', '1,100'],
      ['Price', '₹55,000'],
      ['City', 'Mumbai'],
      ['Locality', 'Andheri West'],
    ]);
    // Only the named city's areas were loaded; the text itself never left the browser.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/cities/2/areas']);

    await user.click(screen.getByRole('button', { name: 'Apply to form' }));
    expect(onApply).toHaveBeenCalledWith({
      title: '2 BHK Flat for Rent',
      description: WHATSAPP_LISTING,
      property_type: 'Rent',
      bedrooms: 2,
      baths: 2,
      sqft: 1100,
      price: 55_000,
      city_id: 2,
      area_id: 20,
    });
    expect(await screen.findByText('Details applied')).toBeTruthy();
    expect((box() as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('region', { name: 'Extracted details' })).toBeNull();
  });

  it('text naming a locality but no city is read against the form’s current city', async () => {
    const { user, onApply } = renderCard();
    await user.type(box(), '3bhk koramangala 1.2 cr 1500 sqft');
    await user.click(extractButton());
    await screen.findByRole('region', { name: 'Extracted details' });
    expect(summaryRows()).toContainEqual(['City', 'Bangalore']);
    expect(summaryRows()).toContainEqual(['Locality', 'Koramangala']);
    expect(summaryRows()).toContainEqual(['Price', '₹1,20,00,000']);
    await user.click(screen.getByRole('button', { name: 'Apply to form' }));
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({
      city_id: 1,
      area_id: 11,
      price: 12_000_000,
    });
  });

  it('shows Processing... while the text’s city areas load', async () => {
    const { user } = renderCard(() => never());
    await user.type(box(), '2 BHK in Mumbai for rent 40k');
    await user.click(extractButton());
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });

  it('text without any listing detail gets a gentle note, no dialog', async () => {
    const { user } = renderCard();
    await user.type(box(), 'hello, please call me back');
    await user.click(extractButton());
    expect((await screen.findByRole('status')).textContent).toMatch(
      /No listing details found in this text/,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a link goes to the server: Fetching from URL..., then the summary with the images count; Discard clears it', async () => {
    const answer = deferred<Response>();
    const { user, calls, onApply } = renderCard(() => answer.promise);
    await user.type(box(), LISTING_URL);
    await user.click(extractButton());
    expect(
      ((await screen.findByRole('button', { name: 'Fetching from URL...' })) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(calls).toEqual([
      { method: 'POST', path: '/api/quick-entry/scrape-property', body: { url: LISTING_URL } },
    ]);
    answer.resolve(json(aScrapeResult()));
    await screen.findByRole('region', { name: 'Extracted details' });
    expect(summaryRows()).toEqual([
      ['Title', '3 BHK Apartment for Sale in Prestige Shantiniketan, Whitefield'],
      ['Type', 'Sale'],
      ['Bedrooms', '3'],
      ['Baths', '3'],
      ['Area (sq ft)', '1,650'],
      ['Price', '₹1,45,00,000'],
      ['City', 'Bangalore'],
      ['Locality', 'Whitefield'],
      ['Images', '3Photos are not copied: add them under Property Images.'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Extracted details' })).toBeNull();
    expect((box() as HTMLTextAreaElement).value).toBe(LISTING_URL);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('a price in another currency is shown but not applied (the form saves INR)', async () => {
    const { user, onApply } = renderCard(() =>
      json(aScrapeResult({ price: 450_000, currency: 'USD' })),
    );
    await user.type(box(), LISTING_URL);
    await user.click(extractButton());
    await screen.findByRole('region', { name: 'Extracted details' });
    expect(summaryRows()).toContainEqual([
      'Price',
      '$450,000Not applied: the form takes prices in INR.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Apply to form' }));
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({ price: null, bedrooms: 3 });
  });

  it('a failed scrape opens the error dialog with the spec’s texts and the server’s message', async () => {
    const reason = 'Failed to scrape the URL: the website could not be reached';
    const { user } = renderCard(() => apiError(502, reason, 'bad_gateway'));
    await user.type(box(), LISTING_URL);
    await user.click(extractButton());
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: QUICK_ENTRY_MESSAGES.scrapeFailed }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('An error occurred while trying to extract property details.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(reason)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((extractButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('a page with nothing to extract: the dialog says No data extracted from the URL', async () => {
    const { user } = renderCard(() => apiError(422, QUICK_ENTRY_MESSAGES.noData, 'no_data'));
    await user.type(box(), LISTING_URL);
    await user.click(extractButton());
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'No data extracted from the URL' }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('An error occurred while trying to extract property details.'),
    ).toBeTruthy();
  });

  it('an answer that does not match the contract: Invalid response from server', async () => {
    const { user } = renderCard(() => json({ title: 42 }));
    await user.type(box(), LISTING_URL);
    await user.click(extractButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Failed to scrape the URL' })).toBeTruthy();
    expect(within(dialog).getByText('Invalid response from server')).toBeTruthy();
  });
});
