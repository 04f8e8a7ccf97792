import { Clock, Loader2, UserCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  CONNECT_BUTTON_LABELS,
  CONNECTION_MESSAGES,
  type ConnectionState,
  type ConnectionWith,
} from '#shared/schemas/connections.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { useErrorToast } from '#web/lib/use-error-toast.ts';
import { useConnectionWith } from '../api/get-connection-with';
import { useRequestConnection } from '../api/request-connection';

const icons: Record<Exclude<ConnectionState, 'self'>, LucideIcon> = {
  none: UserPlus,
  sent: Clock,
  received: Clock,
  connected: UserCheck,
};

export type ConnectButtonViewProps = {
  /** Undefined while the state loads. */
  state: ConnectionState | undefined;
  busy?: boolean;
  onConnect: () => void;
  className?: string;
  size?: 'sm' | 'md';
};

/**
 * Spec section 4's button: 'Connect' (enabled), or disabled 'Request Sent', 'Request
 * Pending' (the other broker asked; answered on /connections) and 'Connected'.
 * Nothing for the broker themself.
 */
export function ConnectButtonView({ state, busy = false, onConnect, className, size = 'md' }: ConnectButtonViewProps) {
  if (state === 'self') return null;
  if (state === undefined) {
    return (
      <div role="status" aria-label="Loading connection" className={cn('flex flex-col', className)}>
        <Skeleton className={cn('w-full rounded-lg', size === 'sm' ? 'h-9' : 'h-11')} />
      </div>
    );
  }
  const Icon = busy ? Loader2 : icons[state];
  const icon = <Icon className={cn('h-4 w-4', busy && 'animate-spin motion-reduce:animate-none')} aria-hidden="true" />;
  if (state === 'none') {
    return (
      <Button
        type="button"
        size={size}
        className={cn('w-full whitespace-nowrap', className)}
        onClick={onConnect}
        disabled={busy}
        aria-busy={busy}
      >
        {icon}
        {CONNECT_BUTTON_LABELS.none}
      </Button>
    );
  }
  const button = (
    <Button type="button" variant="status" size={size} className="w-full whitespace-nowrap" disabled>
      {icon}
      {CONNECT_BUTTON_LABELS[state]}
    </Button>
  );
  if (state !== 'received') return <div className={cn('flex flex-col', className)}>{button}</div>;
  return (
    <div className={cn('flex flex-col items-stretch gap-1', className)}>
      {button}
      <Link
        to="/connections"
        className="rounded text-center text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Respond in Connections
      </Link>
    </div>
  );
}

type Props = {
  brokerId: string;
  /** Known already (a directory card): no request of its own. */
  connection?: ConnectionWith;
  className?: string;
  size?: 'sm' | 'md';
};

/** The connect button for one broker, in its current state, refreshed live. */
export function ConnectButton({ brokerId, connection, className, size }: Props) {
  const query = useConnectionWith(brokerId, connection === undefined);
  const request = useRequestConnection();
  useErrorToast(query.error, CONNECTION_MESSAGES.connectionError);
  const current = connection ?? query.data;
  // The state could not be read: offer Connect; the server refuses a duplicate.
  const state = current?.state ?? (query.isError ? 'none' : undefined);
  return (
    <ConnectButtonView
      state={state}
      busy={request.isPending}
      onConnect={() => request.mutate(brokerId)}
      className={className}
      size={size}
    />
  );
}
