import { AvatarLinesSkeleton } from '#web/components/ui/avatar-lines-skeleton.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** Grey cards in the shape of posts while the feed loads. */
export function PostCardSkeletons({
  count = 3,
  label = 'Loading posts',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <div className="flex items-center gap-3">
            <AvatarLinesSkeleton avatarSize="h-10 w-10" lines={['h-4 w-2/5', 'h-3 w-1/5']} />
          </div>
          <div className="mt-4 space-y-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-3/5" />
          </div>
          <div className="mt-4 flex gap-3">
            <Skeleton className="h-8 w-14" />
            <Skeleton className="h-8 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}
