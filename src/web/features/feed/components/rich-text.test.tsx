import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TRUNCATE_AT_CHARS } from '#shared/constants.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { RichText } from './rich-text';
import { toSegments, truncateSegments } from './text-segments';

describe('toSegments', () => {
  it('turns http and https addresses into links and keeps every other character as text', () => {
    const text =
      'See https://example.com/flat?id=1 and http://old.example.org, or www.listing.in now';
    const segments = toSegments(text);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.kind === 'link')).toEqual([
      {
        kind: 'link',
        text: 'https://example.com/flat?id=1',
        href: 'https://example.com/flat?id=1',
      },
      { kind: 'link', text: 'http://old.example.org', href: 'http://old.example.org/' },
      { kind: 'link', text: 'www.listing.in', href: 'http://www.listing.in/' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'mailto:asha@example.com',
    'ftp://files.example.com/plan.pdf',
    'data:text/html,<b>hi</b>',
  ])('never links %s', (text) => {
    const segments = toSegments(text);
    expect(segments.every((s) => s.kind === 'text')).toBe(true);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('cuts text at the limit but never inside a link, and does not re-linkify what is left', () => {
    const url = 'https://example.com/a-long-listing-address';
    const cut = truncateSegments(toSegments(`${'a'.repeat(140)} ${url} tail`), 150);
    expect(cut.map((s) => s.text).join('')).toBe(`${'a'.repeat(140)} ${url}`);
    // 'foo.comfortable' is no address; cut after 'foo.com' it must not become one.
    expect(toSegments('foo.com')[0]?.kind).toBe('link');
    expect(truncateSegments(toSegments('foo.comfortable'), 7)).toEqual([
      { kind: 'text', text: 'foo.com' },
    ]);
  });
});

describe('RichText', () => {
  it('renders web links as new-tab anchors and markup as plain text', () => {
    const text =
      'Details https://example.com/p/1 <script>alert(1)</script> <img src=x onerror=alert(1)> javascript:alert(1)';
    const { container } = renderWithProviders(<RichText text={text} />);
    const link = screen.getByRole('link', { name: 'https://example.com/p/1' });
    expect(link.getAttribute('href')).toBe('https://example.com/p/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('javascript:alert(1)');
  });

  it("cuts text after 150 characters with 'Show more' / 'Show less'", async () => {
    const user = userEvent.setup();
    const text = `${'x'.repeat(TRUNCATE_AT_CHARS)}THE END`;
    const { container } = renderWithProviders(<RichText text={text} />);
    const paragraph = () => container.querySelector('p')?.textContent;
    expect(paragraph()).toBe(`${'x'.repeat(TRUNCATE_AT_CHARS)}…`);
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(paragraph()).toBe(text);
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(paragraph()).toBe(`${'x'.repeat(TRUNCATE_AT_CHARS)}…`);
  });

  it('shows text of exactly 150 characters whole, without a toggle', () => {
    const text = 'y'.repeat(TRUNCATE_AT_CHARS);
    const { container } = renderWithProviders(<RichText text={text} />);
    expect(container.querySelector('p')?.textContent).toBe(text);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
