import { expect, test, type Page } from '@playwright/test';
import { readE2eState } from './support/e2e-state';
import {
  apiCall,
  apiSignIn,
  connectBrokers,
  expectAccessible,
  newBroker,
  newBrokerPage,
  photo,
  registerBroker,
} from './support/helpers';

const feed = (page: Page) => page.getByRole('region', { name: 'Community Feed' });
const postBy = (page: Page, name: string) => feed(page).getByRole('article', { name });

test('a broker posts with a photo, a connection sees it live, likes and comments; the comment is edited and deleted', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const { baseUrl } = readE2eState();
  const devi = { ...newBroker('Devika', project), name: `Devika Nair ${project}` };
  const emil = { ...newBroker('Emilio', project), name: `Emilio Das ${project}` };
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  await registerBroker(page, devi);
  const emilPage = await newBrokerPage(browser, testInfo);
  emilPage.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await registerBroker(emilPage, emil);
  await connectBrokers(baseUrl, devi, emil);

  // Both open the dashboard: an empty feed with the spec's texts.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Community Feed' })).toBeVisible();
  await expect(page.getByText('No requirements yet')).toBeVisible();
  await expect(page.getByText("When your network posts property requirements, they'll appear here.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-empty.png'), fullPage: true });
  await expectAccessible(page);
  await emilPage.goto('/dashboard');
  await expect(emilPage.getByText('No requirements yet')).toBeVisible();

  // Devika writes a post with a link, an XSS payload and a photo.
  const xss = `<img src=x onerror=alert(1)><script>alert(2)</script> javascript:alert(3)`;
  const text = `Looking for a 3 BHK in Indiranagar for a client, budget 2.5 Cr. Details: https://example.com/brief ${xss}`;
  await page.getByRole('button', { name: 'Share something with your network...' }).click();
  const composer = page.getByRole('form', { name: 'Create a post' });
  await composer.getByLabel('Post text').fill(text);
  await expect(composer.getByText(`${500 - text.length} left`)).toBeVisible();
  await composer.getByLabel('Post image').setInputFiles(await photo('site.jpg', { r: 40, g: 120, b: 90 }, 'jpeg'));
  await expect(composer.getByRole('img', { name: 'Preview of your attachment' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('composer.png') });
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Post successful')).toBeVisible();
  // Reset and collapsed again.
  await expect(page.getByRole('button', { name: 'Share something with your network...' })).toBeVisible();
  const own = postBy(page, devi.name);
  await expect(own).toBeVisible();
  await expect(own.getByRole('img', { name: `Attachment to ${devi.name}'s post` })).toBeVisible();

  // The XSS payload is text: no dialog, no injected element; the http link is a link.
  await expect(own.getByRole('button', { name: 'Show more' })).toBeVisible();
  await own.getByRole('button', { name: 'Show more' }).click();
  await expect(own.getByText('<script>alert(2)</script>', { exact: false })).toBeVisible();
  await expect(own.getByRole('link', { name: 'https://example.com/brief' })).toHaveAttribute('href', 'https://example.com/brief');
  await expect(own.getByRole('link', { name: /javascript:/ })).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // Emilio sees the 'New post' notice live, shows it, and likes the post.
  await expect(emilPage.getByText('Someone in your network has posted something new', { exact: true })).toBeVisible();
  await emilPage.getByRole('button', { name: 'Show new post' }).click();
  const seen = postBy(emilPage, devi.name);
  await expect(seen).toBeVisible();
  await emilPage.screenshot({ path: testInfo.outputPath('feed-with-post.png'), fullPage: true });
  await expectAccessible(emilPage);
  const like = seen.getByRole('button', { name: 'Like' });
  await like.click();
  await expect(emilPage.getByText('Post liked')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');

  // He comments; the input is focused when the panel opens.
  await seen.getByRole('button', { name: 'View 0 Comments' }).click();
  await expect(seen.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  const input = seen.getByLabel('Write a comment');
  await expect(input).toBeFocused();
  await input.fill('I have two options near 100 Feet Road, will DM.');
  await seen.getByRole('button', { name: 'Post Comment' }).click();
  await expect(emilPage.getByText('Comment posted')).toBeVisible();
  await expect(seen.getByText('I have two options near 100 Feet Road, will DM.')).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Hide Comments' })).toBeVisible();

  // Devika sees the count and the comment; her like count came in live too.
  await expect(own.getByRole('button', { name: 'View 1 Comment' })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Like' })).toContainText('1');
  await own.getByRole('button', { name: 'View 1 Comment' }).click();
  await expect(own.getByText('I have two options near 100 Feet Road, will DM.')).toBeVisible();
  // Not hers: no edit or delete.
  await expect(own.getByRole('button', { name: 'Edit comment' })).toHaveCount(0);

  // Emilio edits his comment (Devika's open panel follows live), then deletes it.
  await emilPage.getByText('Comment posted').waitFor({ state: 'hidden' });
  await seen.getByRole('button', { name: 'Edit comment' }).click();
  const editor = seen.getByLabel('Edit your comment');
  await editor.fill('Two options near 100 Feet Road; sharing details by message.');
  await seen.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(emilPage.getByText('Comment updated')).toBeVisible();
  await expect(seen.getByText('(edited)')).toBeVisible();
  await expect(own.getByText('Two options near 100 Feet Road; sharing details by message.')).toBeVisible();
  await emilPage.getByText('Comment updated').waitFor({ state: 'hidden' });
  await seen.getByRole('button', { name: 'Delete comment' }).click();
  await emilPage.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(emilPage.getByText('Comment deleted')).toBeVisible();
  await expect(seen.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  await expect(own.getByText('No comments yet. Be the first to comment!')).toBeVisible();

  // He shares it: the link opens the post for a signed-in member.
  await emilPage.getByText('Comment deleted').waitFor({ state: 'hidden' });
  const postId = await apiCall<{ items: Array<{ id: string }> }>(
    baseUrl,
    (await apiSignIn(baseUrl, emil)).token,
    'GET',
    '/api/feed',
  ).then((p) => p.items[0]?.id);
  await emilPage.goto(`/post/${postId}`);
  await expect(emilPage.getByRole('heading', { name: `Post by ${devi.name}` })).toBeVisible();
  await expectAccessible(emilPage);

  expect(dialogs).toEqual([]);
  await emilPage.context().close();
});
