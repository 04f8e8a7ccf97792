import { Megaphone } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FEED_MESSAGES } from '#shared/schemas/feed.ts';
import { Button } from '#web/components/ui/button.tsx';
import { RefreshButton } from '#web/components/ui/refresh-button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { flattenFeed } from '../api/feed-cache';
import { useFeed } from '../api/get-feed';
import { useNewPostNotice } from '../api/new-post-notice';
import { NewPostNotice } from './new-post-notice';
import { FeedRequirementCard } from './feed-requirement-card';
import { PostCard } from './post-card';
import { PostCardSkeletons } from './post-card-skeleton';
import { PostComposer } from './post-composer';
import { scrollToTop } from '#web/lib/scroll-into-view.ts';

/**
 * The dashboard's feed column (spec section 2): 'Community Feed' with Refresh, the
 * composer, the 'New post' notice, posts and the network's new requirements newest first,
 * 5 more posts per 'Show More Requirements'.
 * Realtime events reach its cache through useFeedRealtime in the app shell, also while
 * the broker is on another page.
 */
export function CommunityFeed() {
  const feed = useFeed();
  const notice = useNewPostNotice();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async (announce: boolean) => {
    setRefreshing(true);
    try {
      await feed.refetch({ throwOnError: true });
      // The new posts are on screen now: the notice has said what it had to say.
      notice.dismiss();
      if (announce) toast.success(FEED_MESSAGES.feedRefreshed);
    } catch (error) {
      toast.error(FEED_MESSAGES.genericError, {
        description: errorMessage(error, FEED_MESSAGES.genericErrorDescription),
      });
    } finally {
      setRefreshing(false);
    }
  };

  const showNewPost = () => {
    notice.dismiss();
    scrollToTop(heading.current);
    // Keyboard and screen-reader users land at the top of the feed too.
    heading.current?.focus({ preventScroll: true });
    void refresh(false);
  };

  const loadMore = async () => {
    const result = await feed.fetchNextPage();
    if (result.isFetchNextPageError) {
      toast.error(FEED_MESSAGES.genericError, {
        description: errorMessage(result.error, FEED_MESSAGES.genericErrorDescription),
      });
    }
  };

  const entries = flattenFeed(feed.data);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="scroll-mt-20 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          Community Feed
        </h2>
        <RefreshButton
          variant="secondary"
          refreshing={refreshing}
          onRefresh={() => void refresh(true)}
        />
        {/* Always present, so screen readers announce the notice when it appears. */}
        <p role="status" className="sr-only">
          {notice.visible ? `New post. ${FEED_MESSAGES.newPostNotice}` : ''}
        </p>
      </div>
      <PostComposer />
      {notice.visible ? (
        // Sticky as a direct child of the section (its containing block), so the notice
        // stays in view below the fixed header while the broker reads further down.
        <div className="sticky top-[72px] z-10">
          <NewPostNotice onShow={showNewPost} onDismiss={notice.dismiss} />
        </div>
      ) : null}
      {feed.isPending ? (
        <PostCardSkeletons />
      ) : feed.isError && !feed.data ? (
        <FeedUnavailable onRetry={() => void refresh(false)} retrying={refreshing} />
      ) : entries.length === 0 ? (
        <EmptyFeed />
      ) : (
        <ul className="space-y-4">
          {entries.map((entry) =>
            entry.kind === 'post' ? (
              <li key={entry.post.id}>
                <PostCard post={entry.post} />
              </li>
            ) : (
              <li key={`requirement-${entry.requirement.id}`}>
                <FeedRequirementCard requirement={entry.requirement} />
              </li>
            ),
          )}
        </ul>
      )}
      {feed.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void loadMore()}
            disabled={feed.isFetchingNextPage}
            aria-busy={feed.isFetchingNextPage}
            className="w-full sm:w-auto"
          >
            Show More Requirements
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function EmptyFeed() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <Megaphone className="mx-auto h-10 w-10 text-brand-600" aria-hidden="true" />
      <h3 className="mt-3 font-semibold text-slate-900">No requirements yet</h3>
      <p className="mt-1 text-sm text-slate-700">
        When your network posts property requirements, they&apos;ll appear here.
      </p>
    </div>
  );
}

/**
 * Spec section 8: a failed feed fetch shows an empty feed. It does not claim there are no
 * posts ('No requirements yet' would be untrue); it says they could not be loaded.
 */
function FeedUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
      <p role="alert" className="text-sm text-slate-700">
        Posts could not be loaded right now.
      </p>
      <Button variant="secondary" className="mt-3" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
