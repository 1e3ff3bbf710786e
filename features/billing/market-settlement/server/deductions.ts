import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import type { Tx } from "@/features/billing/invoices/server/numbering";
import { euro, frDate } from "@/features/billing/invoices/server/pdf/render";
import { acompteDeductions } from "../db";

const acompte = alias(invoices, "acompte");

/** The acomptes a final invoice deducts, oldest first: number, issue date, TTC deducted. */
export async function deductionsOf(db: Db | Tx, finalInvoiceId: number) {
  return db
    .select({ number: acompte.number, issueDate: acompte.issueDate, cents: acompteDeductions.amountCents })
    .from(acompteDeductions)
    .innerJoin(acompte, eq(acompte.id, acompteDeductions.acompteInvoiceId))
    .where(eq(acompteDeductions.finalInvoiceId, finalInvoiceId))
    .orderBy(asc(acompte.issueDate), asc(acompte.seq));
}

/** "Acomptes déduits : WM-000031 du 28/10/2026 (600,00 €), …": printed and in the XML's notes. */
export function deductionsNote(rows: readonly { number: string; issueDate: string; cents: number }[]) {
  return `Acomptes déduits : ${rows.map((r) => `${r.number} du ${frDate(r.issueDate)} (${euro(r.cents)} TTC)`).join(", ")}.`;
}
