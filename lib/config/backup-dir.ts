import path from "node:path";
import { env } from "./env";

/**
 * The backups directory: BACKUP_DIR, or DATA_DIR/backups. Platform configuration, since the backups
 * (features/staff/backups) and the maintenance marker the instances share (lib/maintenance) both live there.
 */
export function backupDir(): string {
  const e = env();
  return path.resolve(/*turbopackIgnore: true*/ e.BACKUP_DIR ?? path.join(e.DATA_DIR, "backups"));
}
