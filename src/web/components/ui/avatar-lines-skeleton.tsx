import { Skeleton } from './skeleton';

type Props = {
  /** The avatar's size, e.g. 'h-10 w-10': the size of the BrokerAvatar it stands for. */
  avatarSize: string;
  /** Each grey line's classes, top to bottom, e.g. ['h-4 w-1/3', 'h-4 w-3/4']. */
  lines: readonly string[];
};

/**
 * The grey form of a broker's avatar beside lines of text (a person's row, a post's
 * header) while it loads. A fragment: the row around it keeps its own layout.
 */
export function AvatarLinesSkeleton({ avatarSize, lines }: Props) {
  return (
    <>
      <Skeleton className={`${avatarSize} shrink-0 rounded-full`} />
      <div className="flex-1 space-y-2">
        {lines.map((line, i) => (
          <Skeleton key={i} className={line} />
        ))}
      </div>
    </>
  );
}
