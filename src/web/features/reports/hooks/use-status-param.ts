import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { reportStatusSchema } from '#shared/schemas/feed.ts';
import type { ReportStatus } from '../api/query-keys';

/**
 * The status tab kept in the URL (?status=hidden; 'open' is the default and leaves it
 * out), so Back and reload keep it. Changing the tab goes back to page 1.
 */
export function useStatusParam(): [ReportStatus, (status: ReportStatus) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = reportStatusSchema.safeParse(params.get('status'));
  const status = parsed.success ? parsed.data : 'open';
  const setStatus = useCallback(
    (next: ReportStatus) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.delete('page');
          if (next === 'open') copy.delete('status');
          else copy.set('status', next);
          return copy;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [status, setStatus];
}
