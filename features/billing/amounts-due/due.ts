import { sql, type SQL } from "drizzle-orm";

type CreditedColumn = "ht_cents" | "vat_cents" | "amount_cents";

/**
 * What an invoice still asks for, in one definition that every list, card, bell, report, e-mail
 * and CSV reads: its TTC less its credit notes, the acomptes it deducts (a month's final invoice)
 * and the payments received, never below zero (a
 * credit note after the payment is owed back, not due). `alias` names the invoices row in the
 * statement: "invoices" in drizzle's own selects, a constant of the caller's raw SQL otherwise.
 * Written with qualified names: drizzle leaves columns unqualified in a one-table select, and an
 * unqualified "id" in the subquery would be the note's.
 */
const credited = (column: CreditedColumn, alias: string) =>
  `coalesce((select sum(cn."${column}") from "credit_notes" cn where cn."invoice_id" = "${alias}"."id"), 0)`;

/** A column (HT, VAT or TTC) of an invoice's credit notes, summed. */
export const creditedSum = (column: CreditedColumn, alias = "invoices"): SQL => sql.raw(credited(column, alias));

/** The TTC of an invoice's credit notes. */
export const creditedTtcOf = (alias = "invoices"): SQL => creditedSum("amount_cents", alias);

/** TTC − credit notes − acomptes deducted − payments, at least zero. */
export const dueOf = (alias = "invoices"): SQL =>
  sql.raw(
    `greatest("${alias}"."amount_cents" - ${credited("amount_cents", alias)}` +
      ` - "${alias}"."prepaid_cents" - "${alias}"."paid_cents", 0)`,
  );
