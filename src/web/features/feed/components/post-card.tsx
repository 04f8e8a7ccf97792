import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatRelativeTime } from '#shared/format/relative-time.ts';
import type { Post } from '#shared/schemas/feed.ts';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { CommentList } from './comment-list';
import { PostActions } from './post-actions';
import { RichText } from './rich-text';

type Props = {
  post: Post;
  /** /post/:id opens the comments at once. */
  defaultCommentsOpen?: boolean;
  /** Called after the broker deleted this (own) post. */
  onDeleted?: () => void;
};

/** One post of the feed: author, time, text, optional image, actions and the comments panel. */
export function PostCard({ post, defaultCommentsOpen = false, onDeleted }: Props) {
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const authorId = useId();
  const panelId = useId();
  const now = useNow();
  return (
    <article
      aria-labelledby={authorId}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="px-3 pt-3 sm:px-4 sm:pt-4">
        <header className="flex items-center gap-3">
          <Link
            to={`/broker/${post.user_id}`}
            className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {/* The name beside it already says who; the photo adds nothing to the link's name. */}
            <span aria-hidden="true">
              <BrokerAvatar name={post.user_name} avatarUrl={post.avatar_url} />
            </span>
            <span id={authorId} className="truncate font-semibold text-slate-900 hover:underline">
              {post.user_name}
            </span>
          </Link>
          <time dateTime={post.created_at} className="ml-auto shrink-0 text-xs text-slate-600">
            {formatRelativeTime(post.created_at, now)}
          </time>
        </header>
        <RichText text={post.content} className="mt-3" />
        {post.image_url ? <PostImage src={post.image_url} author={post.user_name} /> : null}
      </div>
      <PostActions
        post={post}
        commentsOpen={commentsOpen}
        commentsPanelId={panelId}
        onToggleComments={() => setCommentsOpen((open) => !open)}
        onDeleted={onDeleted}
      />
      {commentsOpen ? <CommentList id={panelId} postId={post.id} now={now} /> : null}
    </article>
  );
}

/**
 * The post's photo, at most 16rem tall. The box has its size before the image loads
 * (full width, 4:3, capped), so the feed does not jump; the full image opens in a tab.
 */
function PostImage({ src, author }: { src: string; author: string }) {
  return (
    <a
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open image shared by ${author} in a new tab`}
      className="mt-3 block overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <img
        src={src}
        alt={`Attachment to ${author}'s post`}
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] max-h-64 w-full object-cover"
      />
    </a>
  );
}
