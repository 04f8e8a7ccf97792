import { Bookmark, Flag, Heart, MessageCircle, Share2 } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { FEED_MESSAGES, type Post } from '#shared/schemas/feed.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useDeletePost } from '../api/delete-post';
import { useReportPost } from '../api/report-post';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { useToggleLike } from '../api/toggle-like';
import { actionButtonClass } from './action-button-class';
import { ConfirmedDeleteButton } from './confirmed-delete-button';

type Props = {
  post: Post;
  commentsOpen: boolean;
  commentsPanelId: string;
  onToggleComments: () => void;
  onDeleted?: (() => void) | undefined;
};

/** Like, comments, bookmark, share, and report (others' posts) or delete (own). */
export function PostActions({
  post,
  commentsOpen,
  commentsPanelId,
  onToggleComments,
  onDeleted,
}: Props) {
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-x-1 border-t border-slate-100 px-1 py-1 sm:px-2.5">
      <div className="flex items-center sm:gap-1">
        <LikeButton post={post} />
        <button
          type="button"
          onClick={onToggleComments}
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? commentsPanelId : undefined}
          className={cn(actionButtonClass, 'text-slate-700')}
        >
          {/* Icon from 640 px: on a 390 px phone the whole bar then fits on one line. */}
          <MessageCircle className="hidden h-5 w-5 sm:block" aria-hidden="true" />
          {commentsOpen ? 'Hide Comments' : viewCommentsLabel(post.comments_count)}
        </button>
      </div>
      <div className="flex items-center sm:gap-1">
        <BookmarkButton post={post} />
        <ShareButton postId={post.id} />
        {post.is_own ? (
          <DeletePostButton postId={post.id} onDeleted={onDeleted} />
        ) : (
          <ReportButton postId={post.id} />
        )}
      </div>
    </div>
  );
}

function LikeButton({ post }: { post: Post }) {
  const toggle = useToggleLike(post.id);
  const countId = useId();
  const like = () => {
    // One call at a time: a second tap while the first is on its way would race it.
    if (toggle.isPending) return;
    toggle.mutate({
      like: !post.is_liked,
      before: { likes_count: post.likes_count, is_liked: post.is_liked },
    });
  };
  return (
    <button
      type="button"
      onClick={like}
      aria-label="Like"
      aria-pressed={post.is_liked}
      aria-describedby={countId}
      aria-busy={toggle.isPending}
      className={cn(actionButtonClass, post.is_liked ? 'text-red-700' : 'text-slate-700')}
    >
      <Heart className={cn('h-5 w-5', post.is_liked && 'fill-current')} aria-hidden="true" />
      <span id={countId} className="tabular-nums">
        {post.likes_count}
        <span className="sr-only"> {post.likes_count === 1 ? 'like' : 'likes'}</span>
      </span>
    </button>
  );
}

function BookmarkButton({ post }: { post: Post }) {
  const toggle = useToggleBookmark(post.id);
  return (
    <button
      type="button"
      onClick={() => !toggle.isPending && toggle.mutate(!post.is_bookmarked)}
      aria-label="Bookmark"
      aria-pressed={post.is_bookmarked}
      aria-busy={toggle.isPending}
      className={cn(actionButtonClass, post.is_bookmarked ? 'text-brand-700' : 'text-slate-700')}
    >
      <Bookmark
        className={cn('h-5 w-5', post.is_bookmarked && 'fill-current')}
        aria-hidden="true"
      />
    </button>
  );
}

function ShareButton({ postId }: { postId: string }) {
  const share = async () => {
    try {
      // Missing outside secure contexts (plain http): that is a failure like any other.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(`${window.location.origin}/post/${postId}`);
      toast.success(FEED_MESSAGES.linkCopied);
    } catch {
      toast.error(FEED_MESSAGES.shareFailed);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      aria-label="Share post"
      className={cn(actionButtonClass, 'text-slate-700')}
    >
      <Share2 className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}

function ReportButton({ postId }: { postId: string }) {
  const report = useReportPost();
  const send = () =>
    report.mutate(postId, {
      onSuccess: () => toast.success(FEED_MESSAGES.reported),
      onError: (error) =>
        toast.error(FEED_MESSAGES.genericError, {
          description: errorMessage(error, FEED_MESSAGES.genericErrorDescription),
        }),
    });
  return (
    <button
      type="button"
      onClick={send}
      disabled={report.isPending}
      aria-label="Report post"
      className={cn(actionButtonClass, 'text-slate-700')}
    >
      <Flag className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}

function DeletePostButton({
  postId,
  onDeleted,
}: {
  postId: string;
  onDeleted?: (() => void) | undefined;
}) {
  const remove = useDeletePost({ onDeleted });
  return (
    <ConfirmedDeleteButton
      label="Delete post"
      iconClassName="h-5 w-5"
      title="Delete post?"
      description="This post and its comments will be removed permanently."
      busy={remove.isPending}
      onDelete={(onError) => remove.mutate(postId, { onError })}
    />
  );
}

/**
 * Spec 'View {n} Comments', in the singular for one (decision 025): 'View 1 Comment'.
 * Every other count, 0 included, keeps the spec's words.
 */
export const viewCommentsLabel = (count: number): string =>
  count === 1 ? 'View 1 Comment' : `View ${count} Comments`;
