import { and, eq, getTableColumns, isNull, lt, sql, type SQL } from "drizzle-orm";
import { dueOf } from "@/features/billing/amounts-due";
import type { Db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import type { InvoiceDisplayState, InvoiceStatus } from "@/lib/domain/states";
import { sendMail, type Mail } from "@/lib/mail/transport";
import { buyerOf } from "./buyer";
import { parisDay } from "@/lib/domain/paris-time";
import { centsToDecimal } from "./money";

/** Overdue is derived, never stored: still receiving after its due date (Paris date). */
export function displayState(
  status: InvoiceStatus,
  dueDate: string,
  today = parisDay(new Date()),
): InvoiceDisplayState {
  return status === "receiving" && dueDate < today ? "overdue" : status;
}

/** The where-clause of one displayed state. */
export function stateWhere(state: InvoiceDisplayState, today = parisDay(new Date())): SQL {
  if (state === "paid") return eq(invoices.status, "paid");
  if (state === "overdue") return and(eq(invoices.status, "receiving"), lt(invoices.dueDate, today))!;
  return and(eq(invoices.status, "receiving"), sql`${invoices.dueDate} >= ${today}`)!;
}

function reminderMail(
  to: string,
  language: "fr" | "en",
  inv: { number: string; dueDate: string; dueCents: number },
): Mail {
  const amount = centsToDecimal(inv.dueCents);
  return language === "en"
    ? {
        to,
        subject: `Payment reminder: invoice ${inv.number}`,
        text: `Hello,\n\nOur invoice ${inv.number} was due on ${inv.dueDate} and we have not received its payment yet: ${amount} EUR incl. VAT remain to be paid.\nYou can download it from your Invoices page. If you have already paid it, please ignore this message.\n\nWeedo`,
      }
    : {
        to,
        subject: `Relance : facture ${inv.number}`,
        text: `Bonjour,\n\nNotre facture ${inv.number} était à régler le ${inv.dueDate} et nous n'avons pas encore reçu son règlement : il reste ${amount} EUR TTC à payer.\nVous pouvez la télécharger depuis votre page Factures. Si vous l'avez déjà réglée, merci de ne pas tenir compte de ce message.\n\nWeedo`,
      };
}

/**
 * Sends the one reminder of each overdue invoice. Each invoice is claimed by setting reminder_sent_at
 * where it is still null (so two runners never both send it); a failed send releases the claim so the
 * next run tries again. Run every 6 hours by the scheduled jobs (lib/jobs/scheduled.ts).
 */
export async function sendOverdueReminders(
  db: Db,
  opts: { today?: string; send?: (m: Mail) => Promise<void> } = {},
): Promise<{ sent: string[]; failed: string[] }> {
  const today = opts.today ?? parisDay(new Date());
  const send = opts.send ?? sendMail;
  const due = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(stateWhere("overdue", today), isNull(invoices.reminderSentAt)))
    .orderBy(invoices.id);
  const sent: string[] = [];
  const failed: string[] = [];
  for (const { id } of due) {
    const [inv] = await db
      .update(invoices)
      .set({ reminderSentAt: new Date() })
      .where(and(eq(invoices.id, id), isNull(invoices.reminderSentAt), stateWhere("overdue", today)))
      .returning({ ...getTableColumns(invoices), dueCents: sql<number>`${dueOf()}`.mapWith(Number) });
    if (!inv) continue;
    const buyer = await buyerOf(db, inv.platform, inv.clientId);
    try {
      if (!buyer.email) throw new Error("no e-mail for this client");
      await send(reminderMail(buyer.email, buyer.language, inv));
      sent.push(inv.number);
    } catch {
      await db.update(invoices).set({ reminderSentAt: null }).where(eq(invoices.id, id));
      failed.push(inv.number);
    }
  }
  return { sent, failed };
}
