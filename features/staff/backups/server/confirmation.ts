/** What an administrator types to confirm a restore: the page shows it, the API checks it. */
export const RESTORE_CONFIRMATION = "RESTAURER";
