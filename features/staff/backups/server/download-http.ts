import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import type { Db } from "@/lib/db";
import { backupPath } from "./store";

/**
 * GET /api/backups/<name>: one backup file, streamed (it can be large), to a full administrator
 * (401 signed out, 403 otherwise, 404 for a name that is not a backup in the directory).
 */
export function createBackupDownloadHandler(opts: { db?: () => Promise<Db> } = {}) {
  return async function serve(request: Request, name: string): Promise<Response> {
    const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
    const refused = refusal(REST_POLICIES.backupDownload, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const file = backupPath(name);
    const st = file ? await stat(file).catch(() => null) : null;
    if (!file || !st?.isFile()) return Response.json({ code: "NOT_FOUND" }, { status: 404 });
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        "content-type": name.endsWith(".tar.gz") ? "application/gzip" : "application/octet-stream",
        "content-length": String(st.size),
        "content-disposition": `attachment; filename="${name}"`,
        "cache-control": "no-store",
      },
    });
  };
}
