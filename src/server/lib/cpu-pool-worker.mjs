// Worker-thread entry of lib/cpu-pool.ts. Plain JavaScript on purpose: it is what lets a
// TypeScript task module load in a worker (tsx's hooks, registered here, in the thread;
// hooks given to the parent process do not reach workers). A compiled .js task module
// loads without them.
import { workerData } from 'node:worker_threads';

if (workerData.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
}
const tasks = await import(workerData.module);

/** One task: the task module's export `name`, called with `input`. */
export default function runTask({ name, input }) {
  const task = tasks[name];
  if (typeof task !== 'function') throw new Error(`the worker module has no task '${name}'`);
  return task(input);
}
