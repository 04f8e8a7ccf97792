import { useCallback, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { COMMENT_MAX_LENGTH, FEED_MESSAGES, type Comment } from '#shared/schemas/feed.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useUpdateComment } from '../api/update-comment';

/** Edit mode of a comment (spec section 4): Save or Cancel. */
export function CommentEditor({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const [content, setContent] = useState(comment.content);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateComment(comment.post_id);
  const textId = useId();
  const errorId = useId();
  const focusOnMount = useCallback((element: HTMLTextAreaElement | null) => element?.focus(), []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!content.trim()) {
      setError(FEED_MESSAGES.commentEmpty);
      return;
    }
    // Nothing changed: no call, so the comment is not marked (edited).
    if (content === comment.content) {
      onDone();
      return;
    }
    update.mutate(
      { id: comment.id, content },
      {
        onSuccess: () => {
          toast.success(FEED_MESSAGES.commentUpdated);
          onDone();
        },
        onError: (failure) =>
          toast.error(FEED_MESSAGES.commentUpdateFailed, {
            description: errorMessage(failure, FEED_MESSAGES.genericErrorDescription),
          }),
      },
    );
  };

  return (
    <form onSubmit={save} noValidate className="mt-2">
      <label htmlFor={textId} className="sr-only">
        Edit your comment
      </label>
      <Textarea
        ref={focusOnMount}
        id={textId}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError(null);
        }}
        placeholder="Edit your comment..."
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
