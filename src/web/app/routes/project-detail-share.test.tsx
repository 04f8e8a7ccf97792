// 'Share with clients' on /project/:id (decision 044, the public project page): offered to
// the marketer and to a broker who may register, not to one who may not; the link once made,
// with Copy link ('Link copied!' / 'Could not copy link'), Share on WhatsApp and Open page;
// the loading state and a refusal.
import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_SHARE_MESSAGES } from '#shared/schemas/project-shares.ts';
import { aProject, aProjectOfVikram, PROJECT_ID } from '#web/features/projects/test/fixtures.ts';
import { apiError, deferred, json, type Answer } from '#web/test/fake-api.ts';
import { renderProjectDetail } from './test/render-project-detail';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const projectPath = `GET /api/projects/${PROJECT_ID}`;
const sharePath = `POST /api/projects/${PROJECT_ID}/share`;
const link = { public_id: 'Ab3dEf6hIj9k', url: 'https://brokercircle.in/p/Ab3dEf6hIj9k' };

const renderPage = (routes: Record<string, Answer | Response>) => renderProjectDetail(routes);

const shareButton = () => screen.findByRole('button', { name: 'Share with clients' });

describe('Share with clients', () => {
  it('makes the link for a broker who may register, then offers copy, WhatsApp and open', async () => {
    const { user, callsTo } = renderPage({
      [projectPath]: json(aProjectOfVikram({ can_register: true })),
      [sharePath]: json(link, 201),
    });
    await user.click(await shareButton());
    expect(await screen.findByText(link.url)).toBeTruthy();
    expect(callsTo(sharePath)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Godrej Woods ${link.url}`)}`,
    );
    const open = screen.getByRole('link', { name: /Open page/ });
    expect(open.getAttribute('href')).toBe(link.url);
    expect(open.getAttribute('target')).toBe('_blank');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link.url);
  });

  it("says 'Could not copy link' when the clipboard refuses", async () => {
    const { user } = renderPage({
      [projectPath]: json(aProject()),
      [sharePath]: json(link, 200),
    });
    await user.click(await shareButton());
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy link')).toBeTruthy();
  });

  it('shows the busy state, then a refusal in words, and may be tried again', async () => {
    const answer = deferred<Response>();
    const { user } = renderPage({
      [projectPath]: json(aProjectOfVikram({ can_register: true })),
      [sharePath]: () => answer.promise,
    });
    await user.click(await shareButton());
    expect(
      (screen.getByRole('button', { name: 'Making your link...' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    answer.resolve(apiError(403, PROJECT_SHARE_MESSAGES.notAllowed, 'forbidden'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Could not make your link: ${PROJECT_SHARE_MESSAGES.notAllowed}`,
    );
    expect(await shareButton()).toBeTruthy();
  });

  it('is not offered to a broker who may not register clients', async () => {
    renderPage({ [projectPath]: json(aProjectOfVikram({ can_register: false })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Godrej Woods' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Share with clients' })).toBeNull();
  });
});
