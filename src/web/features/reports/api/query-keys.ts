import type { ReportedPost } from '#shared/schemas/feed.ts';

export type ReportStatus = ReportedPost['status'];

// One place for the reported-posts cache keys, so hide and dismiss refresh every tab.
export const reportKeys = {
  all: ['admin', 'reports'] as const,
  list: (status: ReportStatus, page: number) => ['admin', 'reports', status, page] as const,
};
