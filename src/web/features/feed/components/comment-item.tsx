import { Pencil } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatRelativeTime } from '#shared/format/relative-time.ts';
import type { Comment } from '#shared/schemas/feed.ts';
import { BrokerAvatar } from '#web/components/broker-avatar.tsx';
import { cn } from '#web/lib/cn.ts';
import { useDeleteComment } from '../api/delete-comment';
import { actionButtonClass } from './action-button-class';
import { CommentEditor } from './comment-editor';
import { ConfirmedDeleteButton } from './confirmed-delete-button';
import { RichText } from './rich-text';

/** One comment; its author can edit it in place or delete it. */
export function CommentItem({ comment, now }: { comment: Comment; now: Date }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteComment(comment.post_id);
  // After Save or Cancel, focus goes back to the Edit button that opened the editor.
  const returnFocus = useRef(false);
  const editButton = useCallback((element: HTMLButtonElement | null) => {
    if (!element || !returnFocus.current) return;
    returnFocus.current = false;
    element.focus();
  }, []);
  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <li className="flex gap-2.5 py-1.5">
      <span aria-hidden="true">
        <BrokerAvatar name={comment.user_name} avatarUrl={comment.avatar_url} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="rounded-lg border border-slate-200 bg-white px-3 py-2">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <Link
              to={`/broker/${comment.user_id}`}
              className="font-semibold text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {comment.user_name}
            </Link>
            <time dateTime={comment.created_at} className="text-xs text-slate-600">
              {formatRelativeTime(comment.created_at, now)}
            </time>
            {comment.is_edited ? <span className="text-xs text-slate-600">(edited)</span> : null}
          </p>
          {editing ? (
            <CommentEditor comment={comment} onDone={stopEditing} />
          ) : (
            <RichText text={comment.content} className="mt-1 text-sm" />
          )}
        </div>
        {comment.is_own && !editing ? (
          <div className="flex gap-1">
            <button
              ref={editButton}
              type="button"
              onClick={() => setEditing(true)}
              aria-label="Edit comment"
              className={cn(actionButtonClass, 'text-slate-700')}
            >
              <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
              Edit
            </button>
            <ConfirmedDeleteButton
              label="Delete comment"
              text="Delete"
              iconClassName="h-3.5 w-3.5"
              title="Delete comment?"
              description="This comment will be removed permanently."
              busy={remove.isPending}
              onDelete={(onError) => remove.mutate(comment.id, { onError })}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}
