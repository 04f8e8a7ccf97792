// A project's photos and brochure (issue 21): the marketer publishes a project, adds two
// photos and a PDF brochure on its edit page, and sees the photos and the brochure's
// download (under its own name) on the project page. Shot at 390 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiSignIn, expectAccessible, newBroker, photo, registerBroker } from './support/helpers';

const SHOTS = '/work/notes/shots/project-media';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function shoot(page: Page, name: string) {
  const before = page.viewportSize() ?? DESKTOP;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(before);
}

test(
  'the marketer adds two photos and a brochure on the edit page and sees them on the project page',
  { tag: '@desktop-only' },
  async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const marketer = newBroker('Mira', testInfo.project.name);
    await registerBroker(page, marketer);
    const { token } = await apiSignIn(String(baseURL), marketer);
    const [city] = await apiCall<Array<{ id: number; name: string }>>(String(baseURL), token, 'GET', '/api/cities');
    const project = await apiCall<{ id: string }>(String(baseURL), token, 'POST', '/api/projects', {
      name: 'Godrej Woods',
      city_id: city?.id,
    });

    await page.goto(`/project/${project.id}`);
    await expect(page.getByText('No photos or brochure yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add them on the edit page' }).click();
    await expect(page.getByRole('heading', { name: 'Edit project' })).toBeVisible();
    await expect(page.getByText('Photos selected: 0 of 10')).toBeVisible();
    await page
      .getByLabel('Add photos')
      .setInputFiles([
        await photo('tower.jpg', { r: 30, g: 110, b: 160 }, 'jpeg'),
        await photo('lobby.png', { r: 160, g: 90, b: 60 }, 'png'),
      ]);
    await expect(page.getByText('Photos selected: 2 of 10')).toBeVisible();
    await page
      .getByLabel('Choose brochure (PDF)')
      .setInputFiles({ name: 'Godrej Woods brochure.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('Godrej Woods brochure.pdf')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'project-edit-media');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));
    const carousel = page.getByRole('region', { name: 'Photos of Godrej Woods' });
    await expect(carousel.getByRole('img')).toHaveCount(2);
    await expect(carousel.getByRole('img').first()).toHaveJSProperty('complete', true);
    const link = page.getByRole('button', {
      name: `Download brochure (Godrej Woods brochure.pdf, ${PDF.length} B)`,
    });
    await expect(link).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'project-page-media');

    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Godrej Woods brochure.pdf');

    // The edit page shows what is saved: two photos, the brochure with its size.
    await page.goto(`/edit-project/${project.id}`);
    await expect(page.getByText('Photos selected: 2 of 10')).toBeVisible();
    await expect(page.getByText(`${PDF.length} B`)).toBeVisible();
  },
);
