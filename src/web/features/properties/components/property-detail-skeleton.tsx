import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The shape of the property page while it loads on a slow connection. */
export function PropertyDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading property" className="mx-auto max-w-6xl">
      <Skeleton className="mb-3 h-9 w-44" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <Skeleton className="aspect-[4/3] w-full rounded-xl md:aspect-[16/10]" />
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-5 w-1/2" />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        </div>
        <div className="space-y-4">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
