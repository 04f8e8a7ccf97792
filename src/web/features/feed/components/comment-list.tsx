import { useQueryClient } from '@tanstack/react-query';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useRealtimeEvent } from '#web/lib/realtime/realtime-context.ts';
import { useComments } from '../api/get-comments';
import { feedKeys } from '../api/query-keys';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

type Props = {
  /** The id the comments button's aria-controls points at. */
  id: string;
  postId: string;
  now: Date;
};

/** The comments panel under a post: oldest first, live while open, and the form to add one. */
export function CommentList({ id, postId, now }: Props) {
  const query = useComments(postId);
  const queryClient = useQueryClient();
  // Spec section 4: comments refresh in real time while the panel is open.
  useRealtimeEvent('post.changed', (event) => {
    if (event.post_id !== postId || !event.change.startsWith('comment_')) return;
    void queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) });
  });
  const items = query.data?.items ?? [];
  return (
    <section
      id={id}
      aria-label="Comments"
      className="rounded-b-xl border-t border-slate-100 bg-slate-50 px-3 py-3 sm:px-4"
    >
      {query.isPending ? (
        <div role="status" aria-label="Loading comments" className="space-y-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-4/5" />
        </div>
      ) : query.isError && !query.data ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <p role="alert">Could not load comments.</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-700">No comments yet. Be the first to comment!</p>
      ) : (
        <ul className="space-y-1">
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} now={now} />
          ))}
        </ul>
      )}
      <CommentForm postId={postId} />
    </section>
  );
}
