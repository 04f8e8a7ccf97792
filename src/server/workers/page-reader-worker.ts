// Worker-thread entry of the page reader (page-reader.ts): the markup of a page fetched
// from the web is read here, off the event loop. Each export is one task.
import { createPageSourceReaders } from '../features/quick-entry/read-page-sources';
import { createImageReader, extractImageUrls } from '../lib/page-images';
import { readHtml } from '../lib/read-html';
import type { ListingPageRead, PageTask } from './page-reader';

/** Quick Entry: the listing's sources and its photos, from one parse of the page. */
export function readListingPage({ html, pageUrl }: PageTask): ListingPageRead {
  const { images, ...sources } = readHtml(html, {
    ...createPageSourceReaders(),
    images: createImageReader(pageUrl),
  });
  return { sources, images };
}

export function readPageImages({ html, pageUrl }: PageTask): string[] {
  return extractImageUrls(html, pageUrl);
}
