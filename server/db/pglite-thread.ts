import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from './db';

type Answer = { id: number; rows?: unknown[]; transaction?: number; error?: Record<string, unknown> & { message: string } };

/** A database error as the worker sent it: an Error with the same fields (`code` among them). */
function rebuilt(data: Answer['error'] & object): Error {
  const { message, name, ...fields } = data;
  return Object.assign(new Error(message), typeof name === 'string' ? { name } : {}, fields);
}

/**
 * The embedded database (PGlite) on a thread of its own (pglite-thread.worker.mjs), behind the
 * same Db as every other: the server's event loop sends each statement and awaits its answer, so
 * a statement over a directory of 50,000 people holds no other tenant's request. The same calls,
 * in the same order, as the server would make on PGlite in its own thread (pglite.ts).
 */
export async function openPgliteThread(dir: string): Promise<Db> {
  mkdirSync(dir, { recursive: true });
  const worker = new Worker(new URL('./pglite-thread.worker.mjs', import.meta.url), { workerData: { dir } });
  const waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failed: Error | null = null;

  worker.on('error', (error) => {
    failed = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  });
  await new Promise<void>((resolve, reject) => {
    const onReady = (message: { ready?: boolean }) => {
      if (!message.ready) return;
      worker.off('message', onReady);
      resolve();
    };
    worker.on('message', onReady);
    worker.once('error', reject);
  });
  worker.on('message', (answer: Answer) => {
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if (answer.error) pending.reject(rebuilt(answer.error));
    else pending.resolve(answer);
  });

  const call = (message: Record<string, unknown>): Promise<Answer> => {
    if (failed) return Promise.reject(failed);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };
  const queryable = (transaction?: number): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await call({ op: 'query', sql, params: [...params], transaction })).rows as T[];
    },
    async exec(sql: string) {
      await call({ op: 'exec', sql, transaction });
    },
  });

  return {
    kind: 'pglite',
    ...queryable(),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const { transaction } = await call({ op: 'begin' });
      let result: T;
      try {
        result = await fn(queryable(transaction));
      } catch (error) {
        await call({ op: 'end', transaction, commit: false });
        throw error;
      }
      await call({ op: 'end', transaction, commit: true });
      return result;
    },
    async close() {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
