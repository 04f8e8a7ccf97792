// Everything Quick Entry reads from a listing page's markup: one reader per source, all
// fed by the same parse (lib/read-html.ts), which the worker shares with the photo
// finder (workers/page-reader-worker.ts). Pure and synchronous: it runs in a worker thread.
import type { HtmlReader } from '#server/lib/read-html.ts';
import { createJsonLdReader } from './extract-json-ld';
import { createMainTextReader } from './extract-main-text';
import { createMetaReader } from './extract-meta';
import { createMicrodataReader } from './extract-microdata';
import type { PageSources } from './merge-fields';

export function createPageSourceReaders(): {
  [K in keyof PageSources]: HtmlReader<PageSources[K]>;
} {
  return {
    jsonLd: createJsonLdReader(),
    meta: createMetaReader(),
    microdata: createMicrodataReader(),
    main: createMainTextReader(),
  };
}
