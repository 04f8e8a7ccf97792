import { ImagePlus, X } from 'lucide-react';
import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { POST_COUNTER_WARN_BELOW, POST_MAX_LENGTH } from '#shared/constants.ts';
import { FEED_MESSAGES } from '#shared/schemas/feed.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useCreatePost } from '../api/create-post';
import { POST_IMAGE_TYPES } from '../constants';
import { usePostImage } from '../hooks/use-post-image';

/**
 * 'Share something with your network...' (spec sections 2 and 4): collapsed until
 * clicked; expanded it takes up to 500 characters and one image. After posting it
 * resets and collapses, and the post is already on top of the feed.
 */
export function PostComposer() {
  const [expanded, setExpanded] = useState(false);
  const [content, setContent] = useState('');
  const { image, choose, clear } = usePostImage();
  const create = useCreatePost();
  // Focus follows the composer: into the text when it opens, back to the opener when it
  // closes (but not when the page first shows it).
  const returnFocus = useRef(false);
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  const focusOpener = useCallback((element: HTMLButtonElement | null) => {
    if (!element || !returnFocus.current) return;
    returnFocus.current = false;
    element.focus();
  }, []);

  const collapse = () => {
    setContent('');
    clear();
    returnFocus.current = true;
    setExpanded(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim() || create.isPending) return;
    create.mutate(
      { content, image: image?.file ?? null },
      {
        onSuccess: () => {
          toast.success(FEED_MESSAGES.posted, { description: FEED_MESSAGES.postedDescription });
          collapse();
        },
        onError: showPostError,
      },
    );
  };

  if (!expanded) {
    return (
      <Card className="p-3 sm:p-4">
        <button
          ref={focusOpener}
          type="button"
          onClick={() => setExpanded(true)}
          className="flex min-h-11 w-full items-center rounded-3xl border border-slate-300 bg-slate-50 px-4 py-2 text-left text-sm text-slate-600 sm:text-base hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Share something with your network...
        </button>
      </Card>
    );
  }
  return (
    <Card className="p-3 sm:p-4">
      <ComposerForm
        content={content}
        onContentChange={setContent}
        previewUrl={image?.previewUrl ?? null}
        onChooseImage={choose}
        onRemoveImage={clear}
        busy={create.isPending}
        onSubmit={submit}
        onCancel={collapse}
        focusTextarea={focusOnMount}
      />
    </Card>
  );
}

/** Spec section 8: an image problem, the server's refusal, or anything else. */
function showPostError(error: unknown) {
  if (error instanceof ApiError && error.field === 'image') {
    toast.error(FEED_MESSAGES.uploadFailed, { description: error.message });
  } else if (error instanceof ApiError) {
    toast.error(FEED_MESSAGES.postFailed, { description: error.message });
  } else {
    toast.error(FEED_MESSAGES.genericError, { description: FEED_MESSAGES.genericErrorDescription });
  }
}

type FormProps = {
  content: string;
  onContentChange: (content: string) => void;
  previewUrl: string | null;
  onChooseImage: (files: File[]) => void;
  onRemoveImage: () => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /** Callback ref: the text gets focus when the form opens. */
  focusTextarea: (element: HTMLTextAreaElement | null) => void;
};

function ComposerForm({
  content,
  onContentChange,
  previewUrl,
  onChooseImage,
  onRemoveImage,
  busy,
  onSubmit,
  onCancel,
  focusTextarea,
}: FormProps) {
  const textId = useId();
  const counterId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const left = POST_MAX_LENGTH - content.length;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    onChooseImage(files);
  };

  return (
    <form onSubmit={onSubmit} aria-label="Create a post">
      <label htmlFor={textId} className="sr-only">
        Post text
      </label>
      <Textarea
        ref={focusTextarea}
        id={textId}
        value={content}
        // maxLength stops typing and trims a paste; the slice covers anything else.
        maxLength={POST_MAX_LENGTH}
        onChange={(event) => onContentChange(event.target.value.slice(0, POST_MAX_LENGTH))}
        placeholder="How is your day going... what are you working on?"
        aria-describedby={counterId}
        disabled={busy}
        rows={4}
      />
      {previewUrl ? (
        <div className="relative mt-3 inline-block max-w-full">
          <img
            src={previewUrl}
            alt="Preview of your attachment"
            width={320}
            height={240}
            className="max-h-48 w-auto max-w-full rounded-lg border border-slate-200 object-contain"
          />
          <button
            type="button"
            onClick={onRemoveImage}
            disabled={busy}
            aria-label="Remove image"
            className="absolute right-1 top-1 inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-900/80 text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <input
            ref={fileInput}
            type="file"
            accept={POST_IMAGE_TYPES.join(',')}
            onChange={onFile}
            className="hidden"
            aria-label="Post image"
            tabIndex={-1}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() => fileInput.current?.click()}
            disabled={busy}
          >
            <ImagePlus className="h-4 w-4" aria-hidden="true" />
            Add Image
          </Button>
          <span id={counterId} className={cn('text-sm tabular-nums', counterTone(left))}>
            {left} left
          </span>
        </div>
        <div className="ml-auto flex gap-2">
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !content.trim()}>
            {busy ? 'Posting...' : 'Post'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Spec section 9: the counter warns below 50 left, and is red at the limit. */
function counterTone(left: number): string {
  if (left <= 0) return 'font-semibold text-red-700';
  if (left < POST_COUNTER_WARN_BELOW) return 'font-medium text-amber-700';
  return 'text-slate-600';
}
