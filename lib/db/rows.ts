/**
 * The rows of a raw statement's answer: node-postgres and PGlite answer `{ rows }`, a prepared
 * query of drizzle's session may answer the array itself. Every raw `execute` reads through this.
 */
export const rowsOf = <R>(res: unknown): R[] =>
  Array.isArray(res) ? (res as R[]) : ((res as { rows?: R[] }).rows ?? []);
