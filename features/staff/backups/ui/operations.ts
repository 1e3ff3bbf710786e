import { graphql, type ResultOf } from "@/lib/graphql/auth";

export const BACKUPS = graphql(`
  query Backups {
    backups {
      format
      running
      items {
        name
        format
        kind
        createdAt
        sizeBytes
      }
    }
  }
`);

export const CREATE_BACKUP = graphql(`
  mutation CreateBackup {
    createBackup {
      name
    }
  }
`);

export const RESTORE_BACKUP = graphql(`
  mutation RestoreBackup($name: String!, $confirmation: String!) {
    restoreBackup(name: $name, confirmation: $confirmation)
  }
`);

export type BackupRow = ResultOf<typeof BACKUPS>["backups"]["items"][number];

export const BACKUP_RESTORE_PREVIEW = graphql(`
  query BackupRestorePreview($name: String!) {
    backupRestorePreview(name: $name) {
      name
      since
      losses {
        table
        rows
      }
    }
  }
`);
