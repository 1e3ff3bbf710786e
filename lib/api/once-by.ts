import type { Once } from "./context";

const memos = new WeakMap<Once, Map<string, Promise<unknown>>>();

/**
 * `once` for a read that takes arguments: runs `read` once per request and key (the request is
 * named by its context's `once`, shared by every operation of one server render). The top bar and
 * the dashboard of one page ask the same balance, invoices and documents: one statement serves both.
 * A failed read is tried again by the next caller rather than remembered.
 */
export function onceBy<T>(once: Once, key: string, read: () => PromiseLike<T>): Promise<T> {
  let memo = memos.get(once);
  if (!memo) memos.set(once, (memo = new Map()));
  let p = memo.get(key) as Promise<T> | undefined;
  if (!p) {
    // A drizzle query is a thenable that runs again on every `then`: settle it into one promise.
    p = Promise.resolve(read());
    memo.set(key, p);
    p.catch(() => memo.delete(key));
  }
  return p;
}
