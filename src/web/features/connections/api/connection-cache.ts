// How a connection change reaches the cached views: the connect button's state for one
// broker, that broker's card in every cached directory page, and a refetch of the
// lists whose contents depend on connections.
import type { QueryClient } from '@tanstack/react-query';
import type { BrokerDirectory, Connection, ConnectionWith } from '@shared/schemas/connections';
import { brokerKeysAll, connectionKeys, directoryKeys } from './query-keys';

/** The button state after the caller's own request: accepted at once when the other side had asked. */
export function stateAfterRequest(connection: Connection): ConnectionWith {
  return {
    state: connection.status === 'accepted' ? 'connected' : 'sent',
    connection_id: connection.id,
  };
}

/** The directory page with one broker's connection replaced; the same page when absent. */
export function withBrokerConnection(
  directory: BrokerDirectory,
  brokerId: string,
  connection: ConnectionWith,
): BrokerDirectory {
  if (!directory.items.some((item) => item.id === brokerId)) return directory;
  return {
    ...directory,
    items: directory.items.map((item) => (item.id === brokerId ? { ...item, connection } : item)),
  };
}

/** Shows `connection` for `brokerId` at once, wherever that broker's button is cached. */
export function setBrokerConnection(
  queryClient: QueryClient,
  brokerId: string,
  connection: ConnectionWith,
): void {
  queryClient.setQueryData(connectionKeys.with(brokerId), connection);
  queryClient.setQueriesData<BrokerDirectory>({ queryKey: directoryKeys.all }, (directory) =>
    directory ? withBrokerConnection(directory, brokerId, connection) : directory,
  );
}

/**
 * Refetches what depends on connections: every connection query, the directory and
 * broker pages (listing counts and buttons), and the network listings.
 */
export function refreshConnectionViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
    queryClient.invalidateQueries({ queryKey: brokerKeysAll }),
    queryClient.invalidateQueries({ queryKey: ['properties', 'network'] }),
  ]);
}
