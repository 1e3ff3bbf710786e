import { createGraphQLError } from "graphql-yoga";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { handleOf } from "@/lib/db/client";
import { getDbHandle } from "@/lib/db";
import type { Db } from "@/lib/db";
import { RESTORE_CONFIRMATION } from "./server/confirmation";
import { BackupBusyError, backupRunning } from "./server/lock";
import { BackupFormatError, BackupNotFoundError, createBackup, restoreBackup } from "./server/run";
import { restoreLosses } from "./server/preview";
import { listBackups, type BackupFile } from "./server/store";

/** The handle of the context's database (a test's own, or the process's). */
const handleFor = async (db: Db) => handleOf(db) ?? (await getDbHandle());

const view = (b: BackupFile) => ({ ...b, createdAt: b.createdAt.toISOString() });

/** The errors a client acts on: busy (try later), not found, another engine's file. */
function apiError(e: unknown): never {
  if (e instanceof BackupBusyError) throw createGraphQLError(e.message, { extensions: { code: "CONFLICT" } });
  if (e instanceof BackupNotFoundError) throw createGraphQLError(e.message, { extensions: { code: "NOT_FOUND" } });
  if (e instanceof BackupFormatError) throw badInput(e.message, { name: "otherEngine" });
  throw e;
}

/** Database backups (issue 13): a full administrator (ad) lists, creates and restores them. */
export const backupsModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    "A backup file of the backups directory (BACKUP_DIR, or DATA_DIR/backups)."
    type Backup {
      name: String!
      "pglite: the embedded database's data directory; postgres: a pg_dump archive."
      format: String!
      "manual, or daily (the scheduled job, which keeps the last BACKUP_KEEP)."
      kind: String!
      createdAt: String!
      sizeBytes: Float!
    }
    type BackupList {
      items: [Backup!]!
      "The format a new backup of this database takes (a backup of another format cannot be restored here)."
      format: String!
      "Whether a backup or a restore is running in this instance."
      running: Boolean!
    }

    "Rows of one table created after the backup: a restore drops them."
    type BackupRestoreLoss {
      table: String!
      rows: Int!
    }
    "What restoring a backup would drop, told before it runs."
    type BackupRestorePreview {
      name: String!
      "When the backup was made: everything recorded since is lost."
      since: String!
      "Per table, the rows created since the backup, the largest first (changes to older rows are not counted)."
      losses: [BackupRestoreLoss!]!
    }

    extend type Query {
      "Every backup, newest first."
      backups: BackupList!
      "What restoring this backup would drop; NOT_FOUND for a name that is not a backup of the directory."
      backupRestorePreview(name: String!): BackupRestorePreview!
    }
    extend type Mutation {
      "Backs the database up now; CONFLICT while another backup or restore runs."
      createBackup: Backup!
      "Restores a backup; confirmation must be the word the page shows. CONFLICT while another runs."
      restoreBackup(name: String!, confirmation: String!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      backups: async (_, __, ctx) => {
        const handle = await handleFor(ctx.db);
        return {
          items: (await listBackups()).map(view),
          format: handle.dataDir ? "pglite" : "postgres",
          running: backupRunning(),
        };
      },
      backupRestorePreview: async (_, args, ctx) => {
        const backup = (await listBackups()).find((b) => b.name === args.name);
        if (!backup) apiError(new BackupNotFoundError(args.name));
        return {
          name: backup.name,
          since: backup.createdAt.toISOString(),
          losses: await restoreLosses(ctx.db, backup.createdAt),
        };
      },
    },
    Mutation: {
      createBackup: async (_, __, ctx) => {
        const handle = await handleFor(ctx.db);
        const b = await createBackup(handle, "manual", { actorId: ctx.caller?.id ?? null, ip: ctx.ip }).catch(apiError);
        return view(b);
      },
      restoreBackup: async (_, args, ctx) => {
        if (args.confirmation.trim() !== RESTORE_CONFIRMATION) {
          throw badInput("Type the confirmation word", { confirmation: "mismatch" });
        }
        const handle = await handleFor(ctx.db);
        await restoreBackup(handle, args.name, { actorId: ctx.caller?.id ?? null, ip: ctx.ip }).catch(apiError);
        return true;
      },
    },
  },
};
