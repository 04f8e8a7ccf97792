import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The flyer editor's shape while it loads (new and existing flyers). */
export function EditorSkeleton() {
  return (
    <div role="status" aria-label="Loading flyer" className="mx-auto max-w-3xl space-y-5">
      <Skeleton className="h-9 w-44" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-28 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}
