// Work that must not hold up the response that caused it (an instant e-mail over a
// slow SMTP server) but must not be cut off either: the app waits for it on close,
// before the database goes away. A failure is logged, never thrown.
import type { FastifyBaseLogger } from 'fastify';

export type BackgroundTasks = {
  run(what: string, task: () => Promise<void>): void;
  /** Resolves when everything started so far has finished. */
  drain(): Promise<void>;
};

export function createBackgroundTasks(log: Pick<FastifyBaseLogger, 'error'>): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(what, task) {
      const promise = task()
        .catch((error: unknown) => log.error({ err: error }, `background task failed: ${what}`))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
