/**
 * What the audit trail keeps of a change: for each field that changed, its old and new value, with
 * secrets masked before they are written (and again when read, for entries written before a field
 * was known to be secret). The masking rule is by field name, so a new secret field is covered as
 * long as it is named like one.
 */

export type AuditValue = string | number | boolean | null;
export type AuditChanges = Record<string, { from: AuditValue; to: AuditValue }>;

/** Never shown at all: only that it changed. */
const HIDDEN = /pass(word)?|secret|token|hash|otp|totp|recovery|api_?key|apikey|private/i;
/** Shown by their last four characters (the account holder recognises them, nobody can use them). */
const PARTIAL = /iban|rib|swift|bic|account|card/i;

const MASK = "••••";

/** A value as the trail may show it under that field name. */
export function maskAuditValue(field: string, value: unknown): AuditValue {
  if (value === null || value === undefined) return null;
  const plain = typeof value === "object" ? JSON.stringify(value) : (value as AuditValue);
  if (HIDDEN.test(field)) return MASK;
  if (PARTIAL.test(field)) {
    const text = String(plain).replace(/\s+/g, "");
    return text.length > 4 ? `${MASK}${text.slice(-4)}` : MASK;
  }
  return plain;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose value differs between `before` and `after` (the listed ones, or every field of
 * either side), masked. Empty when nothing changed, so a caller can skip writing an entry.
 */
export function changesOf(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
  fields: readonly string[] = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])],
): AuditChanges {
  const out: AuditChanges = {};
  for (const f of fields) {
    const from = before?.[f];
    const to = after[f];
    if (same(from, to)) continue;
    out[f] = { from: maskAuditValue(f, from), to: maskAuditValue(f, to) };
  }
  return out;
}
