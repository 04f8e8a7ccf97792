import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The shape of a FlyerCard while the list loads. */
export function FlyerCardSkeleton() {
  return (
    <Card className="overflow-hidden">
      <div className="flex md:flex-col">
        <Skeleton className="min-h-28 w-28 shrink-0 rounded-none md:aspect-[4/3] md:min-h-0 md:w-full" />
        <div className="flex-1 space-y-3 p-3 md:p-4">
          <Skeleton className="h-5 w-5/6" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <div className="space-y-2 border-t border-slate-100 p-3 md:p-4">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </Card>
  );
}
