// One place for the message cache keys. Everything sits under ['messages'], so a
// realtime `resync` refreshes it all with one invalidation.
export const messageKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  conversationsAll: ['messages', 'conversation'] as const,
  conversation: (otherId: string) => ['messages', 'conversation', otherId] as const,
  detail: (id: string) => ['messages', 'detail', id] as const,
  unreadCount: ['messages', 'unread-count'] as const,
};
