import { sql, type SQL } from "drizzle-orm";
import { einvoiceDeposits } from "../db";
import type { EinvoiceFilter } from "../statuses";

// Written with "invoices"."id" by hand: drizzle leaves columns unqualified in a one-table select,
// and an unqualified "id" in the subquery would be the deposit's (see features/billing/amounts-due).

/** Invoices with that status on the platform; "none": not deposited (issued before the reform). */
export function einvoiceWhere(f: EinvoiceFilter): SQL {
  const deposited = sql`select 1 from ${einvoiceDeposits} d where d.invoice_id = "invoices"."id"`;
  return f === "none" ? sql`not exists (${deposited})` : sql`exists (${deposited} and d.status = ${f})`;
}

/** An invoice's status on the platform as one column ("none" when not deposited). */
export const einvoiceStatusOf = sql<string>`coalesce((select d.status from ${einvoiceDeposits} d where d.invoice_id = "invoices"."id"), 'none')`;
