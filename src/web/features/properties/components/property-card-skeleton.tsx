import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The shape of a PropertyCard (a row on phones, a tile from 640 px) while the list loads. */
export function PropertyCardSkeleton() {
  return (
    <Card className="flex overflow-hidden sm:flex-col">
      <Skeleton className="min-h-32 w-32 shrink-0 rounded-none sm:aspect-[4/3] sm:min-h-0 sm:w-full" />
      <div className="flex-1 space-y-3 p-3 sm:p-4">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-5 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </Card>
  );
}
