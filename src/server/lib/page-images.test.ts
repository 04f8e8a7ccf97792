import { describe, expect, it } from 'vitest';
import { extractImageUrls, SCRAPED_IMAGES_MAX } from './page-images';

const PAGE = 'https://listings.example.com/homes/123/';

describe('extractImageUrls', () => {
  it('reads declared images first (Open Graph, Twitter, image_src, JSON-LD), then the page, resolved and deduplicated', () => {
    const html = `<!doctype html><html><head>
      <meta property="og:image" content="/media/cover.jpg">
      <meta name="twitter:image" content="https://cdn.example.com/tw.jpg">
      <link rel="image_src" href="side.jpg">
      <script type="application/ld+json">
        {"@type":"RealEstateListing","image":["https://cdn.example.com/a.jpg",{"@type":"ImageObject","url":"b.webp"}],
         "offers":{"seller":{"logo":"https://cdn.example.com/brand.png"}}}
      </script>
      </head><body>
      <img src="/media/cover.jpg" alt="dup">
      <img data-src="lazy/1.jpg" src="data:image/gif;base64,R0lGOD">
      <img srcset="s/400.jpg 400w, s/1200.jpg 1200w, s/800.jpg 800w">
      <picture><source srcset="p/1x.webp 1x, p/2x.webp 2x"></picture>
      <img src='q.jpg?w=1&amp;h=2#frag'>
      </body></html>`;
    expect(extractImageUrls(html, PAGE)).toEqual([
      'https://listings.example.com/media/cover.jpg',
      'https://cdn.example.com/tw.jpg',
      'https://listings.example.com/homes/123/side.jpg',
      'https://cdn.example.com/a.jpg',
      'https://listings.example.com/homes/123/b.webp',
      'https://listings.example.com/homes/123/lazy/1.jpg',
      'https://listings.example.com/homes/123/s/1200.jpg',
      'https://listings.example.com/homes/123/p/2x.webp',
      'https://listings.example.com/homes/123/q.jpg?w=1&h=2',
    ]);
  });

  it('drops icons, logos, sprites, SVGs, tiny declared sizes, trackers and non-http schemes', () => {
    const html = `
      <img src="/img/site-logo.png"><img src="/img/Logo2.jpg"><img src="/icons/bed.png">
      <img src="/img/sprite-sheet.png"><img src="/favicon-32.png"><img src="/plan.svg">
      <img src="/img/tiny.jpg" width="1" height="1"><img src="/img/small.jpg" width="32px">
      <img src="https://www.facebook.com/tr?id=1&ev=PageView">
      <img src="javascript:alert(1)"><img src="ftp://example.com/a.jpg">
      <img src="/img/silicon-valley-villa.jpg" width="800" height="600">`;
    expect(extractImageUrls(html, PAGE)).toEqual([
      'https://listings.example.com/img/silicon-valley-villa.jpg',
    ]);
  });

  it('honours <base href>, ignores comments, scripts and styles, and caps the result', () => {
    const many = Array.from({ length: 40 }, (_, i) => `<img src="p${i}.jpg">`).join('');
    const html = `<base href="https://static.example.net/photos/">
      <!-- <img src="commented.jpg"> -->
      <script>document.write('<img src="scripted.jpg">')</script>
      <style>.x{background:url(styled.jpg)}</style>${many}`;
    const urls = extractImageUrls(html, PAGE);
    expect(urls).toHaveLength(SCRAPED_IMAGES_MAX);
    expect(urls[0]).toBe('https://static.example.net/photos/p0.jpg');
    expect(urls.join(' ')).not.toMatch(/commented|scripted|styled/);
  });

  it('reads a tag whose quoted attribute holds a ">", the photos in <noscript>, and none in <template>', () => {
    const html = `<img alt="2 BHK > 1000 sq ft" src="/a.jpg">
      <noscript><img src="/real.jpg"></noscript>
      <template><img src="/template.jpg"></template>`;
    expect(extractImageUrls(html, PAGE)).toEqual([
      'https://listings.example.com/a.jpg',
      'https://listings.example.com/real.jpg',
    ]);
  });

  it('survives malformed markup, bad JSON-LD and input built to make a regex backtrack', () => {
    const html = `<script type="application/ld+json">{not json</script><img src="ok.jpg"><img src="unterminated`;
    expect(extractImageUrls(html, PAGE)).toEqual(['https://listings.example.com/homes/123/ok.jpg']);
    const hostile =
      '<img src="'.repeat(200_000) + '<script>'.repeat(50_000) + '<!--'.repeat(50_000);
    // One pass: a backtracking parser would not finish within the test timeout.
    expect(extractImageUrls(hostile, PAGE)).toEqual([]);
  });
});
