import { createBackupDownloadHandler } from "@/features/staff/backups/server/download-http";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const serve = createBackupDownloadHandler();

/** GET /api/backups/<name>: a database backup file (/backups), to a full administrator. */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  return serve(request, (await params).name);
}
