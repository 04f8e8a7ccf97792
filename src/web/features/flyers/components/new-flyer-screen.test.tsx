import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLYER_MESSAGES, type CreateFlyerFormInput } from '#shared/schemas/flyers.ts';
import NewFlyerPage from '#web/app/routes/new-flyer.tsx';
import { type ApiCall, apiError, fakeApi, json } from '#web/test/fake-api.ts';
import { anOwnProfile } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { aFlyer, aFlyerDraft, PROPERTY_ID } from '../test/fixtures';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const DRAFT = `GET /api/flyers/draft/${PROPERTY_ID}`;

function renderNew() {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/my-flyers/new/:propertyId" element={<NewFlyerPage />} />
      <Route path="/my-flyers/edit/:id" element={<h1>Saved flyer editor</h1>} />
    </Routes>,
    { path: `/my-flyers/new/${PROPERTY_ID}` },
  );
  return user;
}

const postOf = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');

describe('NewFlyerScreen (/my-flyers/new/:propertyId)', () => {
  it('opens on the listing without storing anything; the first Save makes the flyer and opens it', async () => {
    const api = fakeApi({
      [DRAFT]: json(aFlyerDraft()),
      'GET /api/profiles/me': json(anOwnProfile()),
      'POST /api/flyers': json(aFlyer({ title: 'For the Mehtas' }), 201),
    });
    const user = renderNew();
    expect(await screen.findByRole('heading', { name: 'Create Flyer' })).toBeTruthy();
    const title = screen.getByLabelText('Title*') as HTMLInputElement;
    expect(title.value).toBe(aFlyerDraft().title);
    expect(screen.getByText(/Save the flyer to get its link for your clients/)).toBeTruthy();
    // No share buttons before the flyer exists.
    expect(screen.queryByRole('link', { name: /View Public Flyer/ })).toBeNull();
    expect(postOf(api.calls)).toEqual([]);

    await user.clear(title);
    await user.type(title, 'For the Mehtas');
    await user.click(screen.getByRole('button', { name: 'Save Flyer' }));
    expect(await screen.findByRole('heading', { name: 'Saved flyer editor' })).toBeTruthy();
    const [post] = postOf(api.calls);
    const form = post?.body as FormData;
    const data = JSON.parse(form.get('data') as string) as CreateFlyerFormInput;
    expect(data).toMatchObject({
      property_id: PROPERTY_ID,
      title: 'For the Mehtas',
      price_mode: 'standard',
      keep_images: aFlyerDraft().property.images,
    });
    expect(postOf(api.calls)).toHaveLength(1);
    const toastEl = await screen.findByText(FLYER_MESSAGES.created);
    expect(toastEl.closest('[data-sonner-toast]')?.textContent).toContain('Success');
  });

  it("warns when the broker's own profile has no phone, with a link to /profile", async () => {
    fakeApi({
      [DRAFT]: json(aFlyerDraft()),
      'GET /api/profiles/me': json(anOwnProfile({ phone: null })),
    });
    renderNew();
    const notice = await screen.findByText(FLYER_MESSAGES.noPhone, { exact: false });
    const link = within(notice.closest('[role="status"]') as HTMLElement).getByRole('link', {
      name: 'Add your phone number on your profile',
    });
    expect(link.getAttribute('href')).toBe('/profile');
  });

  it('says nothing about the phone when the profile has one', async () => {
    const api = fakeApi({
      [DRAFT]: json(aFlyerDraft()),
      'GET /api/profiles/me': json(anOwnProfile()),
    });
    renderNew();
    await screen.findByRole('heading', { name: 'Create Flyer' });
    await waitFor(() => expect(api.callsTo('GET /api/profiles/me')).toHaveLength(1));
    expect(screen.queryByText(FLYER_MESSAGES.noPhone, { exact: false })).toBeNull();
  });

  it("says client flyers are off when the listing's owner does not allow them", async () => {
    fakeApi({
      [DRAFT]: apiError(403, FLYER_MESSAGES.flyersOff, 'flyers_off', 'property_id'),
      'GET /api/profiles/me': json(anOwnProfile()),
    });
    renderNew();
    expect(await screen.findByRole('heading', { name: 'Client flyers are off' })).toBeTruthy();
    expect(screen.getByText(FLYER_MESSAGES.flyersOff)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the listing' }).getAttribute('href')).toBe(
      `/property/${PROPERTY_ID}`,
    );
  });

  it('a first save refused because flyers were turned off meanwhile says why', async () => {
    fakeApi({
      [DRAFT]: json(aFlyerDraft()),
      'GET /api/profiles/me': json(anOwnProfile()),
      'POST /api/flyers': apiError(403, FLYER_MESSAGES.flyersOff, 'flyers_off', 'property_id'),
    });
    const user = renderNew();
    await user.click(await screen.findByRole('button', { name: 'Save Flyer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(FLYER_MESSAGES.flyersOff);
    expect(screen.getByRole('heading', { name: 'Create Flyer' })).toBeTruthy();
  });

  it('a listing that is gone is Property Not Found', async () => {
    fakeApi({
      [DRAFT]: apiError(404, FLYER_MESSAGES.propertyNotFound, 'not_found', 'property_id'),
    });
    renderNew();
    expect(await screen.findByRole('heading', { name: 'Property Not Found' })).toBeTruthy();
  });
});
