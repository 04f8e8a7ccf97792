import { AlertTriangle, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { CONNECTION_MESSAGES, type ConnectionList, type ConnectionListItem } from '#shared/schemas/connections.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LinkButton } from '#web/components/ui/link-button.tsx';
import { CardList } from '#web/components/ui/card-list.tsx';
import { CardListSkeleton } from '#web/components/ui/card-list-skeleton.tsx';
import { EmptyPageScreen } from '#web/components/ui/empty-page-screen.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ListPagination } from '#web/components/ui/list-pagination.tsx';
import { AvatarLinesSkeleton } from '#web/components/ui/avatar-lines-skeleton.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useAcceptConnection } from '../api/accept-connection';
import { useConnections } from '../api/get-connections';
import { useDisconnect } from '../hooks/use-disconnect';
import { ConnectionRow, connectionKind, type ConnectionKind } from './connection-row';

type Props = { page: number; onPageChange: (page: number) => void };

/** /connections: requests to answer first, then connections and sent requests, newest update first. */
export function ConnectionsView({ page, onPageChange }: Props) {
  const query = useConnections(page);
  const accept = useAcceptConnection();
  const { disconnect, pendingId } = useDisconnect();
  const [confirming, setConfirming] = useState<ConnectionListItem | null>(null);

  if (query.isPending) return <ConnectionsSkeleton />;
  if (query.isError || !query.data) {
    return <ConnectionsError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const removing = pendingId !== null && pendingId === confirming?.id;
  return (
    <>
      <ConnectionsContent
        data={query.data}
        page={page}
        onPageChange={onPageChange}
        busy={query.isPlaceholderData}
        acceptingId={accept.isPending ? accept.variables.id : null}
        removingId={pendingId}
        onAccept={(item) => accept.mutate(item)}
        onRemove={setConfirming}
      />
      {confirming ? (
        <RemoveDialog
          item={confirming}
          busy={removing}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            disconnect(
              {
                connectionId: confirming.id,
                brokerId: confirming.other.id,
                name: confirming.other.full_name,
                pending: confirming.status === 'pending',
              },
              () => setConfirming(null),
            )
          }
        />
      ) : null}
    </>
  );
}

/** Spec section 8: 'Error loading connections: {message}', with a retry. */
export function ConnectionsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <StatusScreen icon={AlertTriangle} tone="danger" headingLevel="h2" title="Could not load connections">
      <p role="alert" className="w-full text-slate-700">
        {CONNECTION_MESSAGES.loadFailed}: {errorMessage(error, 'Please try again.')}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </StatusScreen>
  );
}

export type ConnectionsContentProps = {
  data: ConnectionList;
  page: number;
  onPageChange: (page: number) => void;
  busy: boolean;
  acceptingId: string | null;
  removingId: string | null;
  onAccept: (item: ConnectionListItem) => void;
  onRemove: (item: ConnectionListItem) => void;
};

/** The list itself (no fetching): requests section, connections section, paging. */
export function ConnectionsContent({
  data,
  page,
  onPageChange,
  busy,
  acceptingId,
  removingId,
  onAccept,
  onRemove,
}: ConnectionsContentProps) {
  const now = useNow();
  const { items, total } = data;
  if (total === 0) {
    return (
      <StatusScreen
        icon={Users}
        headingLevel="h2"
        title="No connections yet"
        text="Find brokers in your network and send them a connection request."
      >
        <LinkButton to="/network" icon={UserPlus}>
          Find Brokers
        </LinkButton>
      </StatusScreen>
    );
  }
  const requests = items.filter((item) => connectionKind(item) === 'received');
  const rest = items.filter((item) => connectionKind(item) !== 'received');
  const row = (item: ConnectionListItem) => (
    <ConnectionRow
      item={item}
      now={now}
      onAccept={onAccept}
      onRemove={onRemove}
      accepting={acceptingId === item.id}
      removing={removingId === item.id}
    />
  );
  const key = (item: ConnectionListItem) => item.id;
  return (
    <div aria-busy={busy} className="space-y-8">
      {requests.length > 0 ? (
        <section aria-labelledby="requests-heading">
          <h2 id="requests-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Connection Requests ({requests.length})
          </h2>
          <CardList label="Connection requests" items={requests} itemKey={key} renderItem={row} />
        </section>
      ) : null}
      {rest.length > 0 ? (
        <section aria-labelledby="connections-heading">
          <h2 id="connections-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Your Connections
          </h2>
          <CardList label="Your connections" items={rest} itemKey={key} renderItem={row} />
        </section>
      ) : null}
      {items.length === 0 ? (
        <EmptyPageScreen icon={Users} headingLevel="h2" title="Nothing on this page" onPageChange={onPageChange} />
      ) : null}
      <ListPagination
        page={page}
        list={data}
        onPageChange={onPageChange}
        label="Connection pages"
        disabled={busy}
        scrollToTop
      />
    </div>
  );
}

const dialogText: Record<
  ConnectionKind,
  { title: string; confirm: string; busy: string; text: (name: string) => string }
> = {
  connected: {
    title: 'Remove connection?',
    confirm: 'Remove',
    busy: 'Removing...',
    text: (name) =>
      `You and ${name} will no longer be connected. Your messages stay readable, but neither of you can send new ones.`,
  },
  received: {
    title: 'Decline request?',
    confirm: 'Decline',
    busy: 'Declining...',
    text: (name) => `${name}'s connection request will be deleted.`,
  },
  sent: {
    title: 'Remove request?',
    confirm: 'Remove',
    busy: 'Removing...',
    text: (name) => `Your connection request to ${name} will be deleted.`,
  },
};

function RemoveDialog({
  item,
  busy,
  onCancel,
  onConfirm,
}: {
  item: ConnectionListItem;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const text = dialogText[connectionKind(item)];
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={text.title}
      description={text.text(item.other.full_name)}
      confirmLabel={text.confirm}
      busyLabel={text.busy}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}

function ConnectionsSkeleton() {
  return (
    <CardListSkeleton label="Loading connections" rows={4} rowClassName="flex items-center gap-3 px-4 py-4 sm:px-5">
      <AvatarLinesSkeleton avatarSize="h-10 w-10" lines={['h-4 w-40', 'h-4 w-64 max-w-full']} />
      <Skeleton className="hidden h-9 w-24 sm:block" />
    </CardListSkeleton>
  );
}
