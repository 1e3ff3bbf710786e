import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { openDb, registerHandle, type DataDirOps, type DbHandle } from "./client";

const SCRIPT = path.join(process.cwd(), /*turbopackIgnore: true*/ "lib/db/pglite-server.mjs");
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Starts lib/db/pglite-server.mjs on `dataDir` and resolves with its postgres:// URL. */
export function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [SCRIPT, path.resolve(/*turbopackIgnore: true*/ dataDir)], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    let failure = "exited before it was ready";
    const timer = setTimeout(() => {
      failure = `not ready after ${START_TIMEOUT_MS / 1000} s`;
      child.kill("SIGTERM");
    }, START_TIMEOUT_MS);
    child.on("message", (m: { ready?: string; error?: string }) => {
      if (m.error) failure = m.error;
      if (!m.ready) return;
      clearTimeout(timer);
      // The portal may exit without closing the handle: the server notices the channel close and
      // shuts PGlite down itself, so neither the child nor its channel keeps this process alive.
      child.unref();
      child.channel?.unref();
      resolve({ url: m.ready, child });
    });
    child.once("exit", () => {
      clearTimeout(timer);
      reject(new Error(`embedded database: ${failure}`));
    });
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    if (child.connected) child.send("stop");
    else child.kill("SIGTERM");
  });
}

let opSerial = 0;

/** Backups through the server process, which owns PGlite (see backupOp in pglite-server.mjs). */
function dataDirOps(child: ChildProcess): DataDirOps {
  const run = (op: "dump" | "load", file: string) =>
    new Promise<void>((resolve, reject) => {
      const id = ++opSerial;
      const onMessage = (m: { id?: number; done?: boolean; error?: string }) => {
        if (m.id !== id) return;
        child.off("message", onMessage);
        child.off("exit", onExit);
        if (m.error) reject(new Error(`embedded database ${op}: ${m.error}`));
        else resolve();
      };
      const onExit = () => {
        child.off("message", onMessage);
        reject(new Error(`embedded database ${op}: the server exited`));
      };
      child.on("message", onMessage);
      child.once("exit", onExit);
      child.send({ op, file: path.resolve(/*turbopackIgnore: true*/ file), id });
    });
  return { dump: (file) => run("dump", file), load: (file) => run("load", file) };
}

/**
 * The embedded PGlite database in its own process, reached over the PostgreSQL protocol with the
 * same `pg` driver as PostgreSQL. One connection, pipelined (lib/db/pipelined-pool.ts): the server is
 * a single PGlite session, which runs one statement at a time anyway.
 */
export async function openEmbeddedDb(dataDir: string): Promise<DbHandle> {
  const { url, child } = await startServer(dataDir);
  try {
    const handle = await openDb({ url, poolSize: 1, engine: "pglite" });
    return registerHandle({
      ...handle,
      dataDir: dataDirOps(child),
      close: async () => {
        await handle.close().catch(() => undefined);
        await stopServer(child);
      },
    });
  } catch (e) {
    await stopServer(child);
    throw e;
  }
}
