import { sql } from "drizzle-orm";

/**
 * Sum of a column of an invoice's credit notes. Written with qualified names: drizzle leaves columns
 * unqualified in a one-table select, and an unqualified "id" in the subquery would be the note's.
 */
export const creditedSum = (column: "ht_cents" | "vat_cents" | "amount_cents") =>
  sql.raw(`coalesce((select sum(cn."${column}") from "credit_notes" cn where cn."invoice_id" = "invoices"."id"), 0)`);
