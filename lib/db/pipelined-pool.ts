import pg from "pg";

type Waiter = { transaction: boolean; go: () => void };
type Callback = (err: Error | undefined, result?: pg.QueryResult) => void;

/**
 * A single-connection server's pool (the embedded database's process): every statement outside a
 * transaction goes out on the one connection in pipeline mode, written as soon as it is asked for,
 * instead of waiting for the answer to the one before. With one connection and a busy render
 * thread, each statement otherwise waited for that thread's next turn before the next could even be
 * sent, and the database idled between them (a dashboard sends about ten). Each statement keeps its
 * own Sync, so one that fails leaves the others alone.
 *
 * A transaction needs the connection to itself: `connect()` waits until the statements already
 * sent are answered, and the statements asked for meanwhile wait, in order, until it releases it.
 * drizzle recognises a pool by class (for transactions), hence `extends pg.Pool`; pg-pool's own
 * machinery is not used.
 */
export class PipelinedPool extends pg.Pool {
  #client: Promise<pg.Client> | undefined;
  /** Statements written on the shared connection and not answered yet. */
  #inFlight = 0;
  /** A transaction holds the connection. */
  #held = false;
  /** Statements and transactions waiting for their turn, in the order they asked. */
  readonly #queue: Waiter[] = [];
  #ended = false;

  #connection(): Promise<pg.Client> {
    if (this.#ended) return Promise.reject(new Error("the database pool has been closed"));
    this.#client ??= (async () => {
      const client = new pg.Client({ ...this.options, pipeline: true });
      client.on("error", (err) => {
        // A dropped connection (restore, restart) is replaced on the next statement.
        this.#client = undefined;
        this.emit("error", err, client);
      });
      await client.connect();
      this.emit("connect", client);
      return client;
    })().catch((err: unknown) => {
      this.#client = undefined;
      throw err;
    });
    return this.#client;
  }

  #pump(): void {
    while (!this.#held && this.#queue.length > 0) {
      const next = this.#queue[0]!;
      if (next.transaction) {
        if (this.#inFlight > 0) return;
        this.#held = true;
      }
      this.#queue.shift();
      next.go();
    }
  }

  #statement<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        transaction: false,
        go: () => {
          this.#inFlight++;
          this.#connection()
            .then(run)
            .then(resolve, reject)
            .finally(() => {
              this.#inFlight--;
              this.#pump();
            });
        },
      });
      this.#pump();
    });
  }

  // pg.Pool's overloads: a config or a text, optional values, optional node-style callback.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    if (typeof values === "function") [callback, values] = [values, undefined];
    const result = this.#statement(
      (client) => client.query(config as pg.QueryConfig, values as unknown[] | undefined) as Promise<pg.QueryResult>,
    );
    if (typeof callback !== "function") return result as never;
    result.then(
      (r) => (callback as Callback)(undefined, r),
      (e: Error) => (callback as Callback)(e),
    );
    return undefined as never;
  }

  /** The connection for a transaction, once the statements before it are answered; `release()` hands it back. */
  override connect(): never {
    const checkout = new Promise<pg.PoolClient>((resolve, reject) => {
      this.#queue.push({
        transaction: true,
        go: () => {
          let released = false;
          const release = () => {
            if (released) return;
            released = true;
            this.#held = false;
            this.#pump();
          };
          this.#connection().then(
            (client) => resolve(Object.assign(client, { release }) as unknown as pg.PoolClient),
            (err: unknown) => {
              release();
              reject(err);
            },
          );
        },
      });
      this.#pump();
    });
    return checkout as never;
  }

  override async end(): Promise<void> {
    this.#ended = true;
    const client = await this.#client?.catch(() => undefined);
    this.#client = undefined;
    await client?.end();
  }
}
