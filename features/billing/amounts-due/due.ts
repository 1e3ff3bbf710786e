import { sql, type SQL } from "drizzle-orm";

/**
 * What an invoice still asks for, in one definition that every list, card, bell, report, e-mail
 * and CSV reads: its TTC less its credit notes and the payments received, never below zero (a
 * credit note after the payment is owed back, not due). `alias` names the invoices row in the
 * statement: "invoices" in drizzle's own selects, a constant of the caller's raw SQL otherwise.
 */
const credited = (alias: string) =>
  `coalesce((select sum(cn."amount_cents") from "credit_notes" cn where cn."invoice_id" = "${alias}"."id"), 0)`;

/** The TTC of an invoice's credit notes. */
export const creditedTtcOf = (alias = "invoices"): SQL => sql.raw(credited(alias));

/** TTC − credit notes − payments, at least zero. */
export const dueOf = (alias = "invoices"): SQL =>
  sql.raw(`greatest("${alias}"."amount_cents" - ${credited(alias)} - "${alias}"."paid_cents", 0)`);
