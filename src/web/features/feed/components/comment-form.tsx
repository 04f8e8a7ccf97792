import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { COMMENT_MAX_LENGTH, FEED_MESSAGES } from '#shared/schemas/feed.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAddComment } from '../api/add-comment';
import { COMMENT_FOCUS_DELAY_MS } from '../constants';

/** 'Write a comment...': focused 100 ms after the panel opens (spec section 4); blank is refused here. */
export function CommentForm({ postId }: { postId: string }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddComment(postId);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), COMMENT_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!content.trim()) {
      setError(FEED_MESSAGES.commentEmpty);
      input.current?.focus();
      return;
    }
    add.mutate(content, {
      onSuccess: () => {
        setContent('');
        toast.success(FEED_MESSAGES.commentPosted);
      },
      onError: (failure) =>
        toast.error(FEED_MESSAGES.commentPostFailed, {
          description: errorMessage(failure, FEED_MESSAGES.genericErrorDescription),
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3">
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Write a comment
        </label>
        <Input
          ref={input}
          id={inputId}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            if (error) setError(null);
          }}
          placeholder="Write a comment..."
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="shrink-0" disabled={add.isPending}>
          {add.isPending ? 'Posting...' : 'Post Comment'}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
