import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { FEED_MESSAGES } from '#shared/schemas/feed.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { useAppConfig } from '#web/features/app-config/use-app-config.ts';
import { usePost } from '#web/features/feed/api/get-post.ts';
import { PostCard } from '#web/features/feed/components/post-card.tsx';
import { PostCardSkeletons } from '#web/features/feed/components/post-card-skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/** /post/:id, the target of a post's share link: the post with its comments open. */
export function PostPage() {
  const { id = '' } = useParams();
  const query = usePost(id);
  const navigate = useNavigate();
  const { product_name } = useAppConfig();

  const backLink = (
    <LinkButton to="/dashboard" icon={ArrowLeft} variant="ghost" className="-ml-3">
      Back to Dashboard
    </LinkButton>
  );

  // Checked first: a post deleted while open refetches into a 404 but keeps its old data.
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <>
        <title>{`${FEED_MESSAGES.postNotFound} | ${product_name}`}</title>
        <StatusScreen
          icon={SearchX}
          title={FEED_MESSAGES.postNotFound}
          text="This post was deleted, or it is only shared with the author's connections."
        >
          <Button asChild>
            <Link to="/dashboard">Back to Dashboard</Link>
          </Button>
        </StatusScreen>
      </>
    );
  }
  if (query.isError && !query.data) {
    return (
      <>
        <title>{`Post | ${product_name}`}</title>
        <LoadErrorScreen
          headingLevel="h1"
          title="Could not load this post"
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }

  const heading = query.data ? `Post by ${query.data.user_name}` : 'Post';
  return (
    <div className="mx-auto max-w-2xl">
      <title>{`${heading} | ${product_name}`}</title>
      {backLink}
      <h1 className="mb-4 mt-2 break-words text-xl font-bold text-slate-900 md:text-2xl">
        {heading}
      </h1>
      {query.data ? (
        <PostCard
          post={query.data}
          defaultCommentsOpen
          onDeleted={() => void navigate('/dashboard', { replace: true })}
        />
      ) : (
        <PostCardSkeletons count={1} label="Loading post" />
      )}
    </div>
  );
}

export default PostPage;
