// One place for the notifications cache keys. Everything sits under ['notifications'],
// so a realtime `resync` refreshes it all with one invalidation.
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (page: number, pageSize: number) => ['notifications', 'list', page, pageSize] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  settings: ['notifications', 'settings'] as const,
};
