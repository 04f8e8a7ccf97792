// Worker-thread entry of the page reader (page-reader.ts): the markup of a page fetched
// from the web is read here, off the event loop. Each export is one task.
import { extractImageUrls } from '../lib/page-images';
import { readPageSources } from '../features/quick-entry/read-page-sources';
import type { ListingPageRead, PageTask } from './page-reader';

export function readListingPage({ html, pageUrl }: PageTask): ListingPageRead {
  return { sources: readPageSources(html), images: extractImageUrls(html, pageUrl) };
}

export function readPageImages({ html, pageUrl }: PageTask): string[] {
  return extractImageUrls(html, pageUrl);
}
