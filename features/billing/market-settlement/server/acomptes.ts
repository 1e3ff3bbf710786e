import { sql } from "drizzle-orm";
import { creditedTtcOf } from "@/features/billing/amounts-due";
import { rowsOf } from "@/lib/db/rows";
import type { Tx } from "@/features/billing/invoices/server/numbering";
import { acompteDeductions } from "../db";

/** A facture d'acompte with what a final invoice may still deduct of it (TTC cents). */
export interface Acompte {
  id: number;
  number: string;
  issueDate: string;
  availableCents: number;
}

/**
 * A marketplace client's factures d'acompte that still have something to deduct, oldest first, their
 * rows locked (FOR UPDATE) so that two final invoices of the same client never spend the same euro:
 * TTC less its credit notes and what earlier final invoices deducted of it.
 */
export async function availableAcomptes(tx: Tx, clientId: number): Promise<Acompte[]> {
  const rows = rowsOf<{ id: number; number: string; issue_date: string; available: string }>(
    await tx.execute(sql`
      select i.id, i.number, to_char(i.issue_date, 'YYYY-MM-DD') as issue_date,
        i.amount_cents - ${creditedTtcOf("i")}
          - coalesce((select sum(d.amount_cents) from acompte_deductions d where d.acompte_invoice_id = i.id), 0)
          as available
      from invoices i
      where i.platform = 'market' and i.source = 'prepayment' and i.client_id = ${clientId}
      order by i.issue_date, i.seq
      for update of i`),
  );
  return rows
    .map((r) => ({ id: Number(r.id), number: r.number, issueDate: r.issue_date, availableCents: Number(r.available) }))
    .filter((a) => a.availableCents > 0);
}

/** The oldest acomptes first, each as far as it goes, until `ttcCents` is covered or none remain. */
export function allocate(acomptes: readonly Acompte[], ttcCents: number): { acompte: Acompte; cents: number }[] {
  const out: { acompte: Acompte; cents: number }[] = [];
  let left = ttcCents;
  for (const a of acomptes) {
    if (left <= 0) break;
    const cents = Math.min(a.availableCents, left);
    out.push({ acompte: a, cents });
    left -= cents;
  }
  return out;
}

/** Writes a final invoice's deductions (its prepaid_cents is set by the caller, in the same transaction). */
export async function recordDeductions(
  tx: Tx,
  finalInvoiceId: number,
  parts: readonly { acompte: Acompte; cents: number }[],
) {
  if (!parts.length) return;
  await tx
    .insert(acompteDeductions)
    .values(parts.map((p) => ({ finalInvoiceId, acompteInvoiceId: p.acompte.id, amountCents: p.cents })));
}
