import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import type { Flyer, UpdateFlyerInput } from '#shared/schemas/flyers.ts';
import FlyerEditorPage from '#web/app/routes/flyer-editor.tsx';
import { type ApiCall, apiError, fakeApi, json, never, noContent } from '#web/test/fake-api.ts';
import { fakeImage, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { aFlyer, fetchedImage, FLYER_ID } from '../test/fixtures';

afterEach(() => {
  // Toasts live in sonner's module-level store: clear them for the next test.
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const FLYER_PATH = `/api/flyers/${FLYER_ID}`;

type Handlers = {
  flyer?: Flyer | (() => Response | Promise<Response>);
  put?: (call: ApiCall) => Response | Promise<Response>;
  fetchImage?: (imageUrl: string) => Response | Promise<Response>;
  scrape?: (url: string) => Response | Promise<Response>;
};

/** The server: GET/PUT/DELETE of the flyer, fetch-image and scrape-property-images. */
function serve({ flyer = aFlyer(), put, fetchImage, scrape }: Handlers = {}) {
  return fakeApi((call) => {
    const body = call.body as Record<string, string>;
    if (call.path === '/api/flyers/fetch-image') {
      return fetchImage ? fetchImage(body.imageUrl ?? '') : json(fetchedImage);
    }
    if (call.path === '/api/flyers/scrape-property-images') {
      return scrape ? scrape(body.url ?? '') : json({ success: true, imageUrls: [] });
    }
    if (call.path === FLYER_PATH && call.method === 'PUT') {
      if (put) return put(call);
      return json(typeof flyer === 'function' ? aFlyer() : flyer);
    }
    if (call.path === FLYER_PATH && call.method === 'DELETE') return noContent();
    if (call.path === FLYER_PATH) return typeof flyer === 'function' ? flyer() : json(flyer);
    return apiError(404, `Unexpected ${call.method} ${call.path}`, 'not_found');
  }).calls;
}

function renderEditor() {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(
    <Routes>
      <Route path="/my-flyers/edit/:id" element={<FlyerEditorPage />} />
      <Route path="/my-flyers" element={<h1>My Flyers list</h1>} />
    </Routes>,
    { path: `/my-flyers/edit/${FLYER_ID}` },
  );
  return user;
}

/** The PUT's multipart body: the `data` JSON and the names of the `images` files. */
function putBody(calls: ApiCall[]) {
  const put = calls.find((c) => c.method === 'PUT');
  if (!put) throw new Error('no PUT was sent');
  const form = put.body as FormData;
  return {
    data: JSON.parse(form.get('data') as string) as UpdateFlyerInput,
    files: form.getAll('images').map((f) => (f as File).name),
  };
}

const save = () => screen.getByRole('button', { name: 'Save Flyer' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** A toast with exactly this title (and description, when given). */
async function expectToast(title: string, description?: string) {
  await waitFor(() => {
    const toasts = Array.from(document.querySelectorAll('[data-sonner-toast]'));
    const match = toasts.find((t) => t.querySelector('[data-title]')?.textContent === title);
    expect(match, `a toast '${title}'`).toBeTruthy();
    if (description !== undefined) {
      expect(match?.querySelector('[data-description]')?.textContent).toBe(description);
    }
  });
}

describe('flyer editor: loading and not found', () => {
  it('shows a skeleton while the flyer loads', () => {
    serve({ flyer: never });
    renderEditor();
    expect(screen.getByRole('status', { name: 'Loading flyer' })).toBeTruthy();
  });

  it("shows 'Flyer Not Found' for a missing or not permitted flyer", async () => {
    serve({ flyer: () => apiError(404, 'Flyer Not Found', 'not_found') });
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Flyer Not Found' })).toBeTruthy();
    expect(
      screen.getByText('The flyer does not exist or you do not have permission to edit it.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Flyers' }).getAttribute('href')).toBe(
      '/my-flyers',
    );
    expect(screen.queryByRole('button', { name: 'Save Flyer' })).toBeNull();
  });
});

describe('flyer editor: the form', () => {
  it('starts from the flyer, with the listing description and photos as fallbacks', async () => {
    serve();
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Flyer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Flyers' }).getAttribute('href')).toBe(
      '/my-flyers',
    );
    const view = screen.getByRole('link', { name: 'View Public Flyer (opens in a new tab)' });
    expect(view.getAttribute('href')).toBe('/flyer/k3x9q2/spacious-3-bhk-in-indiranagar');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByText('Tip: open it in an incognito window to see it as your client will.'),
    ).toBeTruthy();
    expect(field('Title*').value).toBe('Spacious 3 BHK in Indiranagar');
    const description = screen.getByLabelText('Description') as HTMLTextAreaElement;
    expect(description.value).toBe('');
    expect(description.placeholder).toBe('Sunny flat close to the metro, with two balconies.');
    expect(screen.getByText("Leave empty to use the listing's description.")).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: 'Standard price' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(field('Price (INR)').value).toBe('12500000');
    expect(screen.getByText('Clients will see:').textContent).toBe(
      'Clients will see: ₹1,25,00,000',
    );
    expect(
      screen.getByText('Up to 5 images in total, 5MB each. The first image is the cover.'),
    ).toBeTruthy();
    const images = screen.getByRole('list', { name: 'Flyer images' });
    expect(
      within(images)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/media/property_images/k1/full.webp', '/media/property_images/k2/full.webp']);
  });

  it("requires a title: 'Title is required', nothing sent", async () => {
    const calls = serve();
    const user = renderEditor();
    await user.clear(await screen.findByLabelText('Title*'));
    await user.click(save());
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(field('Title*').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('custom text mode saves price as null', async () => {
    const calls = serve();
    const user = renderEditor();
    await user.click(await screen.findByRole('radio', { name: 'Custom text' }));
    expect(screen.queryByLabelText('Price (INR)')).toBeNull();
    await user.type(field('Custom price text'), '₹ 1.2 Cr onwards, negotiable');
    expect(screen.getByText('Clients will see:').textContent).toBe(
      'Clients will see: ₹ 1.2 Cr onwards, negotiable',
    );
    await user.type(screen.getByLabelText('Description'), '  Corner flat, great light.  ');
    await user.click(save());
    await expectToast('Flyer updated successfully');
    expect(putBody(calls).data).toEqual({
      title: 'Spacious 3 BHK in Indiranagar',
      description: 'Corner flat, great light.',
      price_mode: 'custom',
      price: null,
      custom_price_text: '₹ 1.2 Cr onwards, negotiable',
      keep_images: ['/media/property_images/k1/full.webp', '/media/property_images/k2/full.webp'],
    });
  });

  it('standard mode saves custom_price_text as null, the price starting from the listing', async () => {
    const calls = serve({
      flyer: aFlyer({ price_mode: 'custom', price: null, custom_price_text: 'Call for price' }),
    });
    const user = renderEditor();
    expect(
      ((await screen.findByRole('radio', { name: 'Custom text' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect(field('Custom price text').value).toBe('Call for price');
    await user.click(screen.getByRole('radio', { name: 'Standard price' }));
    expect(field('Price (INR)').value).toBe('12500000');
    await user.clear(field('Price (INR)'));
    await user.type(field('Price (INR)'), '13000000');
    await user.click(save());
    await expectToast('Flyer updated successfully');
    expect(putBody(calls).data).toMatchObject({
      price_mode: 'standard',
      price: 13_000_000,
      custom_price_text: null,
      description: null,
    });
  });

  it('sends the kept images in order and the new files after them', async () => {
    const own = ['/media/flyers/f/a.webp', '/media/flyers/f/b.webp', '/media/flyers/f/c.webp'];
    const calls = serve({ flyer: aFlyer({ images: own }) });
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Remove Current image 2' }));
    await user.upload(screen.getByLabelText('Add by file'), [
      fakeImage('front.jpg', 2000),
      fakeImage('hall.png', 3000, 'image/png'),
    ]);
    expect(screen.getByRole('img', { name: 'New image 2: hall.png' })).toBeTruthy();
    expect(screen.getByText(/^\d\/5$/).textContent).toBe('Images selected: 4/5');
    await user.click(save());
    await expectToast('Flyer updated successfully');
    const body = putBody(calls);
    expect(body.data.keep_images).toEqual(['/media/flyers/f/a.webp', '/media/flyers/f/c.webp']);
    expect(body.files).toEqual(['front.jpg', 'hall.png']);
  });

  it('starts again from the saved flyer and puts focus on Save', async () => {
    const saved = aFlyer({
      title: 'Sunny 3 BHK',
      images: ['/media/flyers/f/new.webp'],
      updated_at: '2026-03-15T10:00:00.000Z',
    });
    serve({ put: () => json(saved) });
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save Flyer' }));
    await waitFor(() => expect(field('Title*').value).toBe('Sunny 3 BHK'));
    const images = screen.getByRole('list', { name: 'Flyer images' });
    expect(within(images).getByRole('img').getAttribute('src')).toBe('/media/flyers/f/new.webp');
    await waitFor(() => expect(document.activeElement).toBe(save()));
  });

  it('refuses files that are not images or over 5MB, naming each', async () => {
    serve();
    const user = renderEditor();
    await user.upload(await screen.findByLabelText('Add by file'), [
      fakeImage('brochure.pdf', 1000, 'application/pdf'),
      fakeImage('huge.jpg', IMAGE_MAX_BYTES + 1),
      fakeImage('ok.jpg', 1000),
    ]);
    await expectToast('Invalid file type', 'brochure.pdf is not an image file.');
    await expectToast('File too large', 'huge.jpg exceeds 5MB limit.');
    expect(screen.getByRole('img', { name: 'New image 1: ok.jpg' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /brochure|huge/ })).toBeNull();
  });

  it("on a failed save: 'Save Failed' and the inline error", async () => {
    serve({ put: () => apiError(500, 'Database unavailable', 'internal') });
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save Flyer' }));
    await expectToast('Save Failed', 'There was an error saving your flyer');
    expect(screen.getByText('Failed to save flyer. Please try again.').getAttribute('role')).toBe(
      'alert',
    );
    expect(save().textContent).toBe('Save Flyer');
  });

  it("on refused images: 'Upload Failed', and the server's words by the images", async () => {
    serve({
      put: () =>
        apiError(
          400,
          'Only JPEG, PNG, WebP or AVIF images can be uploaded',
          'bad_request',
          'images',
        ),
    });
    const user = renderEditor();
    await user.upload(await screen.findByLabelText('Add by file'), [fakeImage('odd.jpg', 1000)]);
    await user.click(save());
    await expectToast('Upload Failed', 'Failed to upload one or more images');
    expect(
      screen.getByText('Only JPEG, PNG, WebP or AVIF images can be uploaded').getAttribute('role'),
    ).toBe('alert');
    expect(screen.getByText('Failed to save flyer. Please try again.')).toBeTruthy();
  });

  it('shows a field the server refused on that field', async () => {
    serve({
      put: () => apiError(400, 'Title must be at most 120 characters', 'bad_request', 'title'),
    });
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save Flyer' }));
    expect(await screen.findByText('Title must be at most 120 characters')).toBeTruthy();
    expect(field('Title*').getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes the flyer after confirming and goes to My Flyers', async () => {
    const calls = serve();
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Delete Flyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this flyer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'My Flyers list' })).toBeTruthy();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: FLYER_PATH }));
  });
});

describe('flyer editor: adding images by URL', () => {
  it("says 'Empty URL' and 'Invalid URL' before calling the server", async () => {
    const calls = serve();
    const user = renderEditor();
    const add = await screen.findByRole('button', { name: 'Add image' });
    await user.click(add);
    await expectToast('Empty URL', 'Please enter a valid image URL');
    await user.type(field('Add by URL'), 'not a link');
    await user.click(add);
    await expectToast('Invalid URL', 'Please enter a valid URL');
    expect(calls.some((c) => c.path === '/api/flyers/fetch-image')).toBe(false);
  });

  it('fetches the image through the server and uploads it with the save', async () => {
    const calls = serve();
    const user = renderEditor();
    await user.type(
      await screen.findByLabelText('Add by URL'),
      'https://cdn.example.com/p/front-view.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect(await screen.findByRole('img', { name: 'New image 1: front-view.webp' })).toBeTruthy();
    expect(field('Add by URL').value).toBe('');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/flyers/fetch-image',
      body: { imageUrl: 'https://cdn.example.com/p/front-view.jpg' },
    });
    await user.click(save());
    await expectToast('Flyer updated successfully');
    expect(putBody(calls).files).toEqual(['front-view.webp']);
  });

  it("says 'Failed to add image' with the server's reason", async () => {
    serve({ fetchImage: () => apiError(400, 'Image size exceeds 5MB limit') });
    const user = renderEditor();
    await user.type(await screen.findByLabelText('Add by URL'), 'https://cdn.example.com/big.jpg');
    await user.keyboard('{Enter}');
    await expectToast('Failed to add image', 'Image size exceeds 5MB limit');
    expect(screen.queryByRole('img', { name: /^New image/ })).toBeNull();
  });
});

describe('flyer editor: finding images on a website', () => {
  const found = [
    'https://homes.example.com/img/1.jpg',
    'https://homes.example.com/img/2.jpg',
    'https://homes.example.com/img/3.jpg',
    'https://homes.example.com/img/4.jpg',
  ];

  it("needs a URL: 'URL required'", async () => {
    const calls = serve();
    const user = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Find images' }));
    await expectToast('URL required', 'Please enter a property website URL');
    expect(calls.some((c) => c.path === '/api/flyers/scrape-property-images')).toBe(false);
  });

  it("says 'No images found' when the page has none", async () => {
    serve({ scrape: () => json({ success: true, imageUrls: [] }) });
    const user = renderEditor();
    await user.type(
      await screen.findByLabelText('Find images on a website'),
      'https://homes.example.com/l/1',
    );
    await user.click(screen.getByRole('button', { name: 'Find images' }));
    await expectToast('No images found', "Couldn't find any suitable images on this page");
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Scraping failed' with the reason", async () => {
    serve({
      scrape: () => json({ success: false, imageUrls: [], error: 'The page did not answer' }),
    });
    const user = renderEditor();
    await user.type(
      await screen.findByLabelText('Find images on a website'),
      'https://homes.example.com/l/1',
    );
    await user.click(screen.getByRole('button', { name: 'Find images' }));
    await expectToast('Scraping failed', 'Failed to scrape images: The page did not answer');
  });

  it('lets the broker choose within the free slots, skips an image that fails, adds the rest', async () => {
    const calls = serve({
      scrape: () => json({ success: true, imageUrls: found }),
      fetchImage: (url) =>
        url.endsWith('/2.jpg')
          ? apiError(502, 'Could not fetch the image', 'bad_gateway')
          : json(fetchedImage),
    });
    const user = renderEditor();
    await user.type(
      await screen.findByLabelText('Find images on a website'),
      'https://homes.example.com/l/1',
    );
    await user.click(screen.getByRole('button', { name: 'Find images' }));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/flyers/scrape-property-images',
      body: { url: 'https://homes.example.com/l/1' },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Choose images' });
    // The flyer starts with the listing's 2 photos: 3 more fit.
    expect(dialog.textContent).toContain('Found 4 images on the page. You can add 3 more images');
    const thumbs = within(dialog).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('alt'))).toEqual([
      'From the website, 1 of 4',
      'From the website, 2 of 4',
      'From the website, 3 of 4',
      'From the website, 4 of 4',
    ]);

    // Confirming with nothing chosen.
    await user.click(within(dialog).getByRole('button', { name: 'Add selected images' }));
    await expectToast('No images selected', 'Please select at least one image');
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select at least one image');

    await user.click(within(dialog).getByRole('button', { name: 'Select all' }));
    expect(within(dialog).getByText('3 of 4 selected')).toBeTruthy();
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, true, true, false]);
    expect(boxes[3]!.disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Select none' }));
    expect(within(dialog).getByText('0 of 4 selected')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Image 4 of 4' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Image 2 of 4' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Image 1 of 4' }));
    expect(within(dialog).getByText('3 of 4 selected')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Add selected images' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Fetched one by one in the page's order; the one that failed is skipped.
    expect(calls.filter((c) => c.path === '/api/flyers/fetch-image').map((c) => c.body)).toEqual([
      { imageUrl: found[0] },
      { imageUrl: found[1] },
      { imageUrl: found[3] },
    ]);
    await expectToast(
      'Success',
      '2 images added; 1 image could not be fetched and was skipped. Save the flyer to keep them.',
    );
    expect(screen.getByRole('img', { name: 'New image 1: 1.webp' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'New image 2: 4.webp' })).toBeTruthy();

    await user.click(save());
    await expectToast('Flyer updated successfully');
    expect(putBody(calls).files).toEqual(['1.webp', '4.webp']);
  });

  it("says 'Failed to fetch any of the selected images' when none could be fetched", async () => {
    serve({
      scrape: () => json({ success: true, imageUrls: found }),
      fetchImage: () => apiError(502, 'Could not fetch the image', 'bad_gateway'),
    });
    const user = renderEditor();
    await user.type(
      await screen.findByLabelText('Find images on a website'),
      'https://homes.example.com/l/1',
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose images' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Image 1 of 4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add selected images' }));
    await expectToast('Failed to fetch any of the selected images');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Failed to fetch any of the selected images',
    );
    expect(screen.queryByRole('img', { name: /^New image/ })).toBeNull();
  });
});
