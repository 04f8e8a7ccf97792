import { Card } from './card';
import { Skeleton } from './skeleton';

/** The shape of a list's card (a requirement, a project) while its list loads. */
export function CardSkeleton() {
  return (
    <Card className="space-y-3 p-4">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-5 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </Card>
  );
}
