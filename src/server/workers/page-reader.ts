// Reading untrusted web pages (Quick Entry's listing fields, the flyer editor's photo
// chooser) happens in worker threads with a time budget (lib/cpu-pool.ts). The callers
// only fetch; a page that cannot be read in time is refused, and the thread reading it
// is dropped.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { fileURLToPath } from 'node:url';
import type { PageSources } from '../features/quick-entry/merge-fields';
import { createCpuPool } from '../lib/cpu-pool';

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
  // The worker is the sibling module in the same form as this one (.ts under tsx, .js built).
  const extension = path.extname(fileURLToPath(import.meta.url));
  const pool = createCpuPool(new URL(`./page-reader-worker${extension}`, import.meta.url), {
    budgetMs: options.budgetMs,
    onThreadError: (error) => options.log?.error({ err: error }, 'page reader thread failed'),
  });
  return {
    readListingPage: (task) => pool.run<ListingPageRead>('readListingPage', task),
    readPageImages: (task) => pool.run<string[]>('readPageImages', task),
    close: () => pool.close(),
  };
}
