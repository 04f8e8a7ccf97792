// Everything Quick Entry reads from a listing page's markup, in one pass over its
// tokens. Pure and synchronous: it runs in a worker thread (workers/page-reader-worker.ts).
import { extractJsonLd } from './extract-json-ld';
import { extractMainText } from './extract-main-text';
import { extractMeta } from './extract-meta';
import { extractMicrodata } from './extract-microdata';
import { tokenizeHtml } from './html-tokens';
import type { PageSources } from './merge-fields';

export function readPageSources(html: string): PageSources {
  const tokens = tokenizeHtml(html);
  return {
    jsonLd: extractJsonLd(tokens),
    meta: extractMeta(tokens),
    microdata: extractMicrodata(tokens),
    main: extractMainText(tokens),
  };
}
