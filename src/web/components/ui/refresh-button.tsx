import { RefreshCw } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { Button, type ButtonProps } from './button';

type Props = Pick<ButtonProps, 'variant' | 'size' | 'aria-label'> & {
  refreshing: boolean;
  onRefresh: () => void;
};

/** 'Refresh', which turns into a disabled 'Refreshing...' with a spinning icon while busy. */
export function RefreshButton({ refreshing, onRefresh, ...props }: Props) {
  return (
    <Button {...props} onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
      <RefreshCw
        className={cn('h-4 w-4', refreshing && 'animate-spin motion-reduce:animate-none')}
        aria-hidden="true"
      />
      {refreshing ? 'Refreshing...' : 'Refresh'}
    </Button>
  );
}
