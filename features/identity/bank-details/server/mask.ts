/** A secret shown only by its last four characters ("•••• 0189"), in the audit log and in e-mails. */
export function lastFour(value: string | null | undefined): string | null {
  if (!value) return null;
  return `•••• ${value.slice(-4)}`;
}
