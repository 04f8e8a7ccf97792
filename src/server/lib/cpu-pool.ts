// CPU-heavy work on untrusted input (reading a stranger's web page) runs in worker
// threads with a time budget, so one request can never hold the event loop: health
// checks, sockets and every other request keep being served while a page is read, and
// a page that would take too long is dropped together with its thread.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { serverDir } from '../server-files';

/** The task ran out of its time budget or its thread's heap; its thread is gone. */
export class CpuTaskTooCostly extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CpuTaskTooCostly';
  }
}

/** Every thread is busy and the queue is full: the caller answers "try again". */
export class CpuPoolBusy extends Error {
  constructor() {
    super('cpu pool queue is full');
    this.name = 'CpuPoolBusy';
  }
}

export type CpuPoolOptions = {
  /** How long one task may take, queueing and thread start included. */
  budgetMs: number;
  /** Tasks waiting for a thread beyond this are refused at once. */
  maxQueue?: number;
  /** Heap cap per thread: a page that inflates into a huge structure dies alone. */
  maxHeapMb?: number;
  /** Told about a thread that died outside a task (it is replaced on the next task). */
  onThreadError?: (error: unknown) => void;
};

export type CpuPool = {
  /** Runs the worker module's export `name` on `task` (structured-cloned). */
  run<T>(name: string, task: unknown): Promise<T>;
  close(): Promise<void>;
};

export function createCpuPool(workerModule: URL, options: CpuPoolOptions): CpuPool {
  let pool: Piscina | undefined;
  const open = (): Piscina => {
    if (pool) return pool;
    pool = new Piscina({
      filename: pathToFileURL(path.join(serverDir, 'lib/cpu-pool-worker.mjs')).href,
      workerData: { module: workerModule.href, typescript: isTypeScript(workerModule) },
      execArgv: [],
      // One core stays for the event loop.
      maxThreads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
      minThreads: 0,
      idleTimeout: 30_000,
      maxQueue: options.maxQueue ?? 16,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 256 },
    });
    // A thread that dies (out of memory, a crash while loading) rejects its task; the
    // pool's own 'error' event must not become an uncaught exception of the server.
    pool.on('error', (error: unknown) => options.onThreadError?.(error));
    return pool;
  };
  return {
    async run<T>(name: string, task: unknown): Promise<T> {
      const signal = AbortSignal.timeout(options.budgetMs);
      try {
        return (await open().run({ name, input: task }, { signal })) as T;
      } catch (error) {
        if (signal.aborted) throw new CpuTaskTooCostly(`over its ${options.budgetMs} ms budget`);
        if (!(error instanceof Error)) throw error;
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new CpuTaskTooCostly('over its heap cap');
        }
        if (/queue is at limit/i.test(error.message)) throw new CpuPoolBusy();
        throw error;
      }
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}

function isTypeScript(url: URL): boolean {
  return fileURLToPath(url).endsWith('.ts');
}
