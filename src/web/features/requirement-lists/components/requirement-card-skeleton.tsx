import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The shape of a RequirementCard while its list loads. */
export function RequirementCardSkeleton() {
  return (
    <Card className="space-y-3 p-4">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-5 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </Card>
  );
}
