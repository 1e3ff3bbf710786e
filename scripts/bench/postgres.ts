import { connect } from "node:net";
import pg from "pg";

/**
 * The PostgreSQL server for the second table: BENCH_DATABASE_URL when set, else a local server
 * on 127.0.0.1:5432 (trust authentication, user postgres) when one answers; null otherwise.
 */
export async function postgresServer(): Promise<string | null> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port: 5432, timeout: 1_000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
  });
  return answers ? "postgres://postgres@127.0.0.1:5432/postgres" : null;
}

/**
 * Creates an empty database beside the one `serverUrl` names (that one is left alone: the
 * statistics bench keeps its million leads there) and returns its URL and how to drop it.
 */
export async function createFreshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `weedo_bench_pages_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
