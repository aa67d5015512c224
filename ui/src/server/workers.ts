import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

/**
 * How many storefront workers to start: `WEB_CONCURRENCY`, or one per CPU when it is not set. Anything
 * but a whole number from 1 up is refused with a sentence naming the variable.
 */
export function webConcurrency(env: NodeJS.ProcessEnv = process.env, cpus = availableParallelism()): number {
  const value = env.WEB_CONCURRENCY?.trim();
  if (value === undefined || value === '') return Math.max(1, cpus);
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`WEB_CONCURRENCY is "${value}": set it to the number of storefront workers (1 or more)`);
  }
  return count;
}

/** A worker that dies is replaced; this many deaths within a minute mean something is wrong for good. */
const DEATHS_PER_MINUTE = 5;

export interface WorkerSupervision {
  readonly workers: number;
  /** How long workers may finish their requests in flight when stopping, before they are killed. */
  readonly graceMs: number;
  /** Said once, when every worker listens. */
  readonly onReady: () => void;
}

/**
 * The primary process of the storefront: starts `workers` copies of this script with Node's `cluster`
 * module, which share the port (connections are handed out in turn). It serves nothing itself.
 * - Ready once every worker listens; a worker that stops before that (a taken port, a missing build, an
 *   API that never answers) stops the others and the primary with the worker's exit code.
 * - A worker that dies later is logged and replaced, so one crash costs its requests in flight only;
 *   more than five deaths within a minute stop everything (exit code 1), loudly, instead of looping.
 * - SIGINT, SIGTERM or the end of the starting process (scripts/start.mjs's IPC channel): each worker
 *   gets SIGTERM and finishes its requests in flight; those left after the grace time are killed.
 */
export function superviseWorkers(options: WorkerSupervision): void {
  let listening = 0;
  let ready = false;
  let stopping = false;
  let exitCode = 0;
  const deaths: number[] = [];

  const alive = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      if (ready || ++listening < options.workers) return;
      ready = true;
      options.onReady();
    });
  };

  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = alive();
    if (workers.length === 0) return finish();
    console.info(
      `[storefront] stopping (${reason}): ${workers.length} workers finish their requests in flight…`,
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill('SIGKILL');
    }, options.graceMs + 1000).unref();
  };

  const finish = () => {
    console.info(exitCode === 0 ? '[storefront] stopped' : `[storefront] stopped (exit code ${exitCode})`);
    process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (alive().length === 0) finish();
      return;
    }
    const how = signal ?? `exit code ${code}`;
    if (!ready) {
      console.error(`[storefront] a worker stopped before serving (${how})`);
      stop('a worker could not start', code || 1);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while ((deaths[0] ?? now) < now - 60_000) deaths.shift();
    if (deaths.length > DEATHS_PER_MINUTE) {
      console.error(
        `[storefront] worker ${worker.process.pid} died (${how}), the ${deaths.length}th within a minute`,
      );
      stop('workers keep dying', 1);
      return;
    }
    console.error(`[storefront] worker ${worker.process.pid} died (${how}); starting another`);
    fork();
  });

  process.once('SIGINT', () => stop('SIGINT', 0));
  process.once('SIGTERM', () => stop('SIGTERM', 0));
  if (process.send) process.once('disconnect', () => stop('the starting process ended', 0));
  for (let i = 0; i < options.workers; i++) fork();
}
