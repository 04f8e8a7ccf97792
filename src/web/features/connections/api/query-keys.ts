// One place for the connection cache keys. Connection state lives under ['connections'];
// the broker directory under ['brokers', 'directory'] beside the broker pages, so a
// change to any connection refreshes both with two invalidations.
export const connectionKeys = {
  all: ['connections'] as const,
  lists: ['connections', 'list'] as const,
  list: (page: number, pageSize: number) => ['connections', 'list', page, pageSize] as const,
  withAll: ['connections', 'with'] as const,
  with: (userId: string) => ['connections', 'with', userId] as const,
};

export const directoryKeys = {
  all: ['brokers', 'directory'] as const,
  list: (q: string, page: number) => ['brokers', 'directory', q, page] as const,
};

/** Broker pages (['brokers', id, page]) and the directory: listing counts follow connections. */
export const brokerKeysAll = ['brokers'] as const;
