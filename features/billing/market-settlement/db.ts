import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { invoices } from "@/lib/db/schema";

/**
 * Which factures d'acompte a Weedo market month's final invoice deducts, and how much of each (TTC):
 * written once, in the transaction that issues the final invoice, and never changed. An acompte is
 * spent oldest first and may be spread over several months; what remains of it is its TTC less its
 * credit notes and these rows.
 */
export const acompteDeductions = pgTable(
  "acompte_deductions",
  {
    finalInvoiceId: integer("final_invoice_id")
      .notNull()
      .references(() => invoices.id),
    acompteInvoiceId: integer("acompte_invoice_id")
      .notNull()
      .references(() => invoices.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.finalInvoiceId, t.acompteInvoiceId] }),
    index("acompte_deductions_acompte_idx").on(t.acompteInvoiceId),
    check("acompte_deductions_amount", sql`${t.amountCents} > 0`),
  ],
);
