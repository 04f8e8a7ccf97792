// How a connection change reaches the cached views: the connect button's state for one
// broker, that broker's card in every cached directory page, and a refetch of the
// lists whose contents depend on connections.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { BrokerDirectory, Connection, ConnectionWith } from '#shared/schemas/connections.ts';
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

/**
 * Whether a cached query shows something of `brokerId` that only their connection
 * could see: one of their listings (by its owner), the network listings (their page
 * and the dashboard column), their broker page, flyers (a flyer of their listing) and
 * the feed (their posts). Keys are matched by their first parts, as each feature
 * declares them, so this module needs none of their code.
 */
function showsBrokerThroughConnection(query: Query, brokerId: string): boolean {
  const [root, kind] = query.queryKey;
  switch (root) {
    case 'properties':
      if (kind === 'network') return true;
      if (kind !== 'detail') return false;
      return (query.state.data as { user_id?: unknown } | undefined)?.user_id === brokerId;
    case 'brokers':
      return kind === brokerId;
    case 'flyers':
    case 'feed':
      return true;
    default:
      return false;
  }
}

/**
 * After a connection with `brokerId` is removed (here or in realtime): copies nobody
 * shows are dropped, so a Network Only listing never reopens from the cache; what is on
 * screen is fetched again at once (an open listing then says 'Property Not Found').
 */
export function dropBrokerViews(queryClient: QueryClient, brokerId: string): Promise<unknown> {
  const concerns = (query: Query) => showsBrokerThroughConnection(query, brokerId);
  queryClient.removeQueries({ predicate: (query) => concerns(query) && !query.isActive() });
  return queryClient.invalidateQueries({ predicate: concerns });
}
