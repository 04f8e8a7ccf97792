import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ReportedPost } from '#shared/schemas/feed.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { reportKeys } from './query-keys';

/**
 * A review action on one report, with its success and failure toasts. Every status tab
 * is refetched afterwards (the report moves between them), also after a failure, since
 * another admin may have acted first.
 */
export function useReviewMutation(
  review: (reportId: string) => Promise<ReportedPost>,
  messages: { done: string; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: Pick<ReportedPost, 'id'>) => review(report.id),
    onSuccess: () => {
      toast.success(messages.done);
    },
    onError: (error) => {
      toast.error(messages.failed, { description: errorMessage(error, 'Please try again.') });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
