import { BellRing, X } from 'lucide-react';
import { FEED_MESSAGES } from '#shared/schemas/feed.ts';
import { Button } from '#web/components/ui/button.tsx';

type Props = { onShow: () => void; onDismiss: () => void };

/**
 * 'New post' (spec section 2), until the broker shows the post (scrolls to the top of
 * the feed) or dismisses the notice.
 */
export function NewPostNotice({ onShow, onDismiss }: Props) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-brand-600/30 bg-brand-50 p-3 shadow-md">
      <BellRing className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">New post</p>
        <p className="text-sm text-slate-700">{FEED_MESSAGES.newPostNotice}</p>
        <Button size="md" className="mt-2" onClick={onShow}>
          Show new post
        </Button>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss new post notice"
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
