import { callOf, fetchInPage, type Answer, type SendInit, type Transport } from '../http';
import type { ListAnswer } from './answer';

/** The data of a list the worker read: its compact text (api/contract/member-list-text.ts). */
export type MemberListTextData = { memberListText: string };

export const isMemberListText = (data: unknown): data is MemberListTextData =>
  typeof data === 'object' && data !== null && typeof (data as MemberListTextData).memberListText === 'string';

type Pending = { path: string; init: SendInit; resolve: (answer: Answer) => void; reject: (error: unknown) => void };

/** Not started yet (undefined), running, or not usable here (null): the page then reads the list itself. */
let worker: Worker | null | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function settle(answer: ListAnswer): void {
  const call = pending.get(answer.id);
  if (!call) return;
  pending.delete(answer.id);
  // As the page's fetch fails when no answer comes: the HTTP layer says 'offline' or 'something went wrong'.
  if ('unreachable' in answer) return call.reject(new TypeError('Failed to fetch'));
  const data = answer.text === undefined ? answer.data : ({ memberListText: answer.text } satisfies MemberListTextData);
  call.resolve({ status: answer.status, headers: new Headers(answer.headers), data });
}

/** The worker could not start or failed: every call waiting on it, and every later one, goes by the page. */
function giveUp(): void {
  worker?.terminate();
  worker = null;
  const waiting = [...pending.values()];
  pending.clear();
  for (const call of waiting) fetchInPage(call.path, call.init).then(call.resolve, call.reject);
}

/**
 * Starts the worker, if this browser can run it; once started, it serves every later list.
 */
export function startMemberListWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'undefined' ? null : new Worker(new URL('./member-list.worker.ts', import.meta.url), { type: 'module', name: 'members list' });
  } catch {
    worker = null;
  }
  if (worker) {
    worker.onmessage = (event: MessageEvent<ListAnswer>) => settle(event.data);
    worker.onerror = giveUp;
  }
  return worker;
}

/**
 * The members list's transport: a plain GET goes to the worker, which fetches it and hands back
 * the list as compact text; anything else, or a browser without the worker, by the page's fetch.
 */
export const memberListTransport: Transport = (path, init) => {
  const running = init.method === 'GET' && !init.body && !init.signal ? startMemberListWorker() : null;
  if (!running) return fetchInPage(path, init);
  return new Promise<Answer>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { path, init, resolve, reject });
    running.postMessage({ id, ...callOf(path, init) });
  });
};
