// Reading untrusted web pages (Quick Entry's listing fields, the flyer editor's photo
// chooser) happens in worker threads with a time budget (lib/cpu-pool.ts). The callers
// only fetch; a page that cannot be read in time is refused, and the thread reading it
// is dropped.
import type { FastifyBaseLogger } from 'fastify';
import type { PageSources } from '../features/quick-entry/merge-fields';
import { createCpuPool } from '../lib/cpu-pool';
import { serverModuleUrl } from '../server-files';

export type PageTask = { html: string; pageUrl: string };
export type ListingPageRead = { sources: PageSources; images: string[] };

export type PageReader = {
  readListingPage(task: PageTask): Promise<ListingPageRead>;
  readPageImages(task: PageTask): Promise<string[]>;
  close(): Promise<void>;
};

export function createPageReader(options: {
  budgetMs: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
}): PageReader {
  // The worker module in the form the server runs in (.ts under tsx, .js built: it is
  // an entry point of its own in scripts/build-server.mjs).
  const pool = createCpuPool(serverModuleUrl('workers/page-reader-worker'), {
    budgetMs: options.budgetMs,
    onThreadError: (error) => options.log?.error({ err: error }, 'page reader thread failed'),
  });
  return {
    readListingPage: (task) => pool.run<ListingPageRead>('readListingPage', task),
    readPageImages: (task) => pool.run<string[]>('readPageImages', task),
    close: () => pool.close(),
  };
}
