// How a notification change reaches every cached copy (spec section 4): inserts go on
// top of first pages without duplicates, updates replace the local copy everywhere,
// and the unread count moves with them, never below zero. The list functions are pure;
// the `apply*` functions write them into a QueryClient.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Notification, NotificationList, UnreadCount } from '#shared/schemas/notifications.ts';
import { notificationKeys } from './query-keys';

const isUnread = (n: Pick<Notification, 'read_at'>) => n.read_at === null;

/** A count moved by `delta`, never below zero. */
export function adjustCount(count: number, delta: number): number {
  return Math.max(0, count + delta);
}

/** -1 when a notification turned read, +1 when it turned unread, else 0. */
export function unreadDelta(before: Pick<Notification, 'read_at'>, after: Pick<Notification, 'read_at'>): number {
  return Number(isUnread(after)) - Number(isUnread(before));
}

export function findInList(list: NotificationList, id: string): Notification | undefined {
  return list.items.find((n) => n.id === id);
}

/** A new notification on top of a first page; the same list when it is already there. */
export function insertOnTop(list: NotificationList, notification: Notification): NotificationList {
  if (findInList(list, notification.id)) return list;
  return {
    ...list,
    items: [notification, ...list.items].slice(0, list.page_size),
    total: list.total + 1,
    unread_count: adjustCount(list.unread_count, isUnread(notification) ? 1 : 0),
  };
}

/** The server's copy in place of the local one; the same list when it is not there. */
export function replaceInList(list: NotificationList, notification: Notification): NotificationList {
  const previous = findInList(list, notification.id);
  if (!previous) return list;
  return {
    ...list,
    items: list.items.map((n) => (n.id === notification.id ? notification : n)),
    unread_count: adjustCount(list.unread_count, unreadDelta(previous, notification)),
  };
}

/** Every unread notification read at `readAt`. */
export function markAllReadInList(list: NotificationList, readAt: string): NotificationList {
  if (!list.items.some(isUnread) && list.unread_count === 0) return list;
  return {
    ...list,
    items: list.items.map((n) => (isUnread(n) ? { ...n, read_at: readAt } : n)),
    unread_count: 0,
  };
}

// ---- the query cache ----

const cachedLists = (queryClient: QueryClient) =>
  queryClient
    .getQueriesData<NotificationList>({ queryKey: notificationKeys.lists })
    .filter((entry): entry is [QueryKey, NotificationList] => entry[1] !== undefined);

function findCached(queryClient: QueryClient, id: string): Notification | undefined {
  for (const [, list] of cachedLists(queryClient)) {
    const found = findInList(list, id);
    if (found) return found;
  }
  return undefined;
}

function moveUnreadCount(queryClient: QueryClient, delta: number): void {
  if (delta === 0) return;
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, (current) =>
    current ? { count: adjustCount(current.count, delta) } : current,
  );
}

/**
 * A notification raised for this broker. Returns false when it was already known
 * (a duplicate delivery), in which case nothing changes.
 */
export function applyCreated(queryClient: QueryClient, notification: Notification): boolean {
  if (findCached(queryClient, notification.id)) return false;
  let laterPages = false;
  for (const [key, list] of cachedLists(queryClient)) {
    if (list.page === 1) queryClient.setQueryData(key, insertOnTop(list, notification));
    else laterPages = true;
  }
  // Later pages shift by one: refetch them rather than guess.
  if (laterPages) {
    void queryClient.invalidateQueries({
      queryKey: notificationKeys.lists,
      predicate: (query) => (query.state.data as NotificationList | undefined)?.page !== 1,
    });
  }
  if (isUnread(notification)) moveUnreadCount(queryClient, 1);
  return true;
}

/**
 * A notification changed (read on another device, or the server's answer to a mark).
 * `knownPrevious` is the copy the caller saw, for when no list holds it.
 */
export function applyUpdated(
  queryClient: QueryClient,
  notification: Notification,
  knownPrevious?: Notification,
): void {
  const previous = findCached(queryClient, notification.id) ?? knownPrevious;
  for (const [key, list] of cachedLists(queryClient)) {
    const next = replaceInList(list, notification);
    if (next !== list) queryClient.setQueryData(key, next);
  }
  if (previous) moveUnreadCount(queryClient, unreadDelta(previous, notification));
  else void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
}

/** Every notification read (here or on another device). */
export function applyAllRead(queryClient: QueryClient, readAt: string): void {
  for (const [key, list] of cachedLists(queryClient)) {
    const next = markAllReadInList(list, readAt);
    if (next !== list) queryClient.setQueryData(key, next);
  }
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, (current) =>
    current ? { count: 0 } : current,
  );
}

export type NotificationCacheSnapshot = Array<[QueryKey, unknown]>;

/** The lists and the count, to put back when an optimistic change fails. */
export async function holdNotificationCache(queryClient: QueryClient): Promise<NotificationCacheSnapshot> {
  // A fetch still in flight would overwrite the optimistic change when it lands. Only
  // queries that have data are stopped: a first load left without data would stay empty.
  const hasData = (query: { state: { data: unknown } }) => query.state.data !== undefined;
  await Promise.all([
    queryClient.cancelQueries({ queryKey: notificationKeys.lists, predicate: hasData }),
    queryClient.cancelQueries({ queryKey: notificationKeys.unreadCount, predicate: hasData }),
  ]);
  return [
    ...queryClient.getQueriesData({ queryKey: notificationKeys.lists }),
    [notificationKeys.unreadCount, queryClient.getQueryData(notificationKeys.unreadCount)],
  ];
}

export function restoreNotificationCache(queryClient: QueryClient, snapshot: NotificationCacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
