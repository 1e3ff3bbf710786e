// @ts-check
/**
 * The embedded database's own process. PGlite is single-threaded WebAssembly: run inside the portal
 * it takes a third of a dashboard's render thread. Here it answers the PostgreSQL protocol on
 * 127.0.0.1 (a port the system picks) and runs on the other core.
 *
 * Started by lib/db/embedded.ts with an IPC channel: `node lib/db/pglite-server.mjs <data dir>`.
 * It answers `{ ready: url }` or `{ error }`, and closes PGlite cleanly on SIGTERM, SIGINT, a
 * "stop" message, or when its parent goes away (so it never outlives the portal).
 * Plain JavaScript so that Node runs it as is, in production too.
 */
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const dataDir = path.resolve(process.argv[2] ?? ".data/pglite");
// Two processes writing one PGlite directory corrupt it: the lock names the process that owns it.
const lockFile = `${dataDir}.pid`;

/** @param {{ ready: string } | { error: string }} msg */
const tell = (msg) => {
  if (process.connected) process.send?.(msg);
};

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return /** @type {NodeJS.ErrnoException} */ (e).code === "EPERM";
  }
}

function lock() {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (e) {
      if (/** @type {NodeJS.ErrnoException} */ (e).code !== "EEXIST") throw e;
      const owner = Number(readFileSync(lockFile, "utf8"));
      if (owner && owner !== process.pid && alive(owner)) {
        throw new Error(`the embedded database ${dataDir} is in use by process ${owner}`);
      }
      rmSync(lockFile, { force: true }); // left by a process that died
    }
  }
  throw new Error(`could not lock ${lockFile}`);
}

/**
 * Diagnostics (PGLITE_STATEMENT_LOG=<file>): appends one line per statement the portal sends (its
 * SQL, from the protocol's Parse or Query message) and one "sync" line per extended-protocol round
 * trip, so that a page's statements and round trips can be counted. Off by default (a write per
 * message).
 * @param {PGlite} pg
 * @param {string} file
 */
function logStatements(pg, file) {
  const fd = openSync(file, "a");
  const run = pg.execProtocolRawStream.bind(pg);
  pg.execProtocolRawStream = (message, opts) => {
    const lines = [];
    for (let at = 0; at + 5 <= message.length;) {
      const type = String.fromCharCode(/** @type {number} */ (message[at]));
      const len = new DataView(message.buffer, message.byteOffset + at + 1, 4).getInt32(0);
      const body = message.subarray(at + 5, at + 1 + len);
      const text = (/** @type {number} */ from) => {
        const end = body.indexOf(0, from);
        return Buffer.from(body.subarray(from, end < 0 ? body.length : end))
          .toString("utf8")
          .replace(/\s+/g, " ");
      };
      if (type === "Q") lines.push(`query\t${text(0)}`);
      else if (type === "P") lines.push(`parse\t${text(body.indexOf(0) + 1)}`);
      else if (type === "S") lines.push("sync");
      at += 1 + len;
    }
    if (lines.length) writeSync(fd, lines.join("\n") + "\n");
    return run(message, opts);
  };
}

let locked = false;
/** @type {PGlite | undefined} */
let db;
/** @type {PGLiteSocketServer | undefined} */
let server;
/** @type {Promise<void> | undefined} */
let stopping;

function stop(code = 0) {
  stopping ??= (async () => {
    try {
      await server?.stop();
      await db?.close();
    } catch (e) {
      console.error(`embedded database: ${e instanceof Error ? e.message : e}`);
      code ||= 1;
    } finally {
      if (locked) rmSync(lockFile, { force: true });
      process.exit(code);
    }
  })();
  return stopping;
}

for (const sig of /** @type {const} */ (["SIGTERM", "SIGINT"])) process.on(sig, () => void stop());
process.on("disconnect", () => void stop());
process.on("message", (m) => {
  if (m === "stop") void stop();
  else if (m && typeof m === "object" && "op" in m) void backupOp(/** @type {BackupOp} */ (m));
});

/** @typedef {{ op: "dump" | "load"; file: string; id: number }} BackupOp */

/** Starts the protocol server on `port` (0: a port the system picks). */
async function serve(port = 0) {
  if (!db) throw new Error("no database");
  const started = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 1 });
  server = started;
  await started.start();
  // The handler writes each protocol message's answer as it comes: without TCP_NODELAY Nagle holds
  // the last one back until the client acknowledges the first (milliseconds on every query).
  /** @type {{ server?: import("node:net").Server }} */ (/** @type {unknown} */ (server)).server?.on(
    "connection",
    (s) => s.setNoDelay(true),
  );
  return started;
}

/**
 * Backups (lib/backups): "dump" writes PGlite's gzipped data-directory tarball to a file; "load"
 * stops serving, starts PGlite again on the tarball (the data directory as it was is kept aside
 * until the new one opens) and serves on the same port, so the portal's pool reconnects by itself.
 * @param {BackupOp} m
 */
async function backupOp(m) {
  const reply = (/** @type {Record<string, unknown>} */ r) => process.connected && process.send?.({ id: m.id, ...r });
  try {
    if (!db) throw new Error("the embedded database is not open");
    if (m.op === "dump") {
      const tar = await db.dumpDataDir("gzip");
      writeFileSync(m.file, Buffer.from(await tar.arrayBuffer()));
    } else {
      const blob = new Blob([readFileSync(m.file)]);
      const port = Number(server?.getServerConn().split(":").pop() ?? 0);
      const aside = `${dataDir}.before-restore`;
      await server?.stop();
      await db.close();
      rmSync(aside, { recursive: true, force: true });
      renameSync(dataDir, aside);
      try {
        db = new PGlite(dataDir, { loadDataDir: blob });
        await db.waitReady;
      } catch (e) {
        rmSync(dataDir, { recursive: true, force: true });
        renameSync(aside, dataDir);
        db = new PGlite(dataDir);
        await db.waitReady;
        await serve(port);
        throw e;
      }
      rmSync(aside, { recursive: true, force: true });
      await serve(port);
    }
    reply({ done: true });
  } catch (e) {
    reply({ error: e instanceof Error ? e.message : String(e) });
  }
}

try {
  lock();
  locked = true;
  db = new PGlite(dataDir);
  await db.waitReady;
  if (process.env.PGLITE_STATEMENT_LOG) logStatements(db, process.env.PGLITE_STATEMENT_LOG);
  // PGlite is one session: a second connection would interleave its statements with the first
  // one's (the multiplexer queues messages, not whole exchanges), so the portal keeps exactly one.
  const served = await serve();
  tell({ ready: `postgres://postgres@${served.getServerConn()}/postgres` });
} catch (e) {
  tell({ error: e instanceof Error ? e.message : String(e) });
  await stop(1);
}
