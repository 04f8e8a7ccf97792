// The marketer's price sheet and inventory on a 390 px phone (issue 21): a unit type added,
// then its price edited in place (a wrong value refused at its field first); the hold time
// changed (0 refused, then 48 hours); two towers as tabs, one deleted after a question.
// Axe, and shots at 390 and 1280 px with nothing wider than the page.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, newBroker, registerBroker } from './support/helpers';

const SHOTS = '/work/notes/shots/inventory-ui';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shoot(page: Page, name: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${name} at ${size.width} px`).toBeLessThanOrEqual(size.width);
  }
  // The two cards up close on the phone, to look at.
  for (const section of ['Price sheet', 'Inventory']) {
    const card = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: section, exact: true }) });
    if (await card.isVisible()) {
      const file = `${name}-${section.toLowerCase().replace(' ', '-')}-390.png`;
      await card.screenshot({ path: `${SHOTS}/${file}` });
    }
  }
}

test(
  'the marketer edits a price and the hold time, and manages towers, on a phone',
  { tag: '@desktop-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      baseURL: String(testInfo.project.use.baseURL),
    });
    const m = await context.newPage();
    await registerBroker(m, newBroker('Meera', testInfo.project.name));
    await m.goto('/project-marketing/new');
    await m.getByLabel('Project name').fill(`Sobha Orchard ${Date.now().toString(36)}`);
    await expect(m.getByLabel('City')).not.toHaveValue('');
    await m.getByRole('button', { name: 'Publish Project' }).click();
    await expect(m).toHaveURL(/\/project\/[0-9a-f-]{36}$/);

    const add = m.getByRole('form', { name: 'Add a unit type' });
    await add.getByLabel('Label', { exact: true }).fill('2 BHK');
    await add.getByLabel('Carpet (sq ft)').fill('1150');
    await add.getByLabel('Price per sq ft (₹)').fill('8000');
    await add.getByRole('button', { name: 'Add unit type' }).click();
    const row = m.getByRole('row', { name: /2 BHK/ });
    await expect(row).toContainText('₹8,000');

    await m.getByRole('button', { name: 'Edit 2 BHK' }).click();
    const edit = m.getByRole('form', { name: 'Edit 2 BHK' });
    await edit.getByLabel('Price per sq ft (₹)').fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('Enter the price per sq ft in rupees')).toBeVisible();
    await edit.getByLabel('Price per sq ft (₹)').fill('8500');
    await edit.getByLabel('From price (₹, optional)').fill('9900000');
    await shoot(m, 'price-sheet-editing');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('₹8,500');
    await expect(row).toContainText('₹99,00,000');

    await m.getByRole('button', { name: 'Change the hold time' }).click();
    const hold = m.getByRole('form', { name: 'Hold time' });
    await hold.getByLabel('Holds last (hours)').fill('0');
    await hold.getByRole('button', { name: 'Save' }).click();
    await expect(hold.getByText('A hold lasts at least 1 hour')).toBeVisible();
    await hold.getByLabel('Holds last (hours)').fill('48');
    await hold.getByRole('button', { name: 'Save' }).click();
    await expect(m.getByText('Holds last 48 hours.')).toBeVisible();

    const tower = m.getByRole('form', { name: 'Add a tower' });
    for (const [name, floors] of [
      ['Tower A', '3'],
      ['Tower B with a long name', '2'],
    ] as const) {
      await tower.getByLabel('Tower name').fill(name);
      await tower.getByLabel('Floors (1–60)').fill(floors);
      await tower.getByLabel('Units per floor (1–20)').fill('4');
      await tower.getByRole('button', { name: 'Add tower' }).click();
      await expect(m.getByRole('tab', { name })).toBeVisible();
    }

    await m.getByRole('tab', { name: 'Tower A' }).click();
    await m.keyboard.press('ArrowRight');
    await expect(m.getByRole('tab', { name: 'Tower B with a long name' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await m.keyboard.press('ArrowLeft');
    await m.getByRole('button', { name: 'Unit 302, Available' }).click();
    await expectAccessible(m);
    await shoot(m, 'inventory-marketer');

    await tower.getByLabel('Tower name').fill('Tower A');
    await tower.getByLabel('Floors (1–60)').fill('1');
    await tower.getByLabel('Units per floor (1–20)').fill('1');
    await tower.getByRole('button', { name: 'Add tower' }).click();
    await expect(tower.getByText('This project already has a tower with that name')).toBeVisible();

    await m.getByRole('tab', { name: 'Tower B with a long name' }).click();
    await m.getByRole('button', { name: 'Delete tower Tower B with a long name' }).click();
    const dialog = m.getByRole('dialog', { name: 'Delete Tower B with a long name?' });
    await expect(dialog).toContainText('its 8 units go for good');
    await shoot(m, 'tower-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(m.getByRole('tab')).toHaveCount(1);
    await expect(m.getByRole('tab', { name: 'Tower A' })).toHaveAttribute('aria-selected', 'true');
    await context.close();
  },
);
