import { EINVOICE_FILTERS, einvoiceStatusOf, einvoiceWhere, type EinvoiceFilter } from "@/features/billing/e-invoicing";
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { creditNotes, invoices } from "@/lib/db/schema";
import type { CsvCell } from "@/lib/csv";
import {
  BILLING_PLATFORMS,
  INVOICE_DISPLAY_STATES,
  type BillingPlatform,
  type InvoiceDisplayState,
} from "@/lib/domain/states";
import { creditedTtcOf, dueOf } from "@/features/billing/amounts-due";
import { displayState, stateWhere } from "./overdue";
import { centsToDecimal } from "./money";
import { parisDate } from "./issue";

export const EXPORT_KINDS = ["invoices", "credit_notes", "payments"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export interface ExportQuery {
  kind: ExportKind;
  from: string;
  to: string;
  platforms: BillingPlatform[];
  state: InvoiceDisplayState | null;
  einvoice: EinvoiceFilter | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The export's query string (kind, from, to, platform…, state), or null when malformed. */
export function exportQueryOf(params: URLSearchParams): ExportQuery | null {
  const kind = (params.get("kind") ?? "invoices") as ExportKind;
  const from = params.get("from") ?? "2000-01-01";
  const to = params.get("to") ?? "2999-12-31";
  const platforms = params.getAll("platform") as BillingPlatform[];
  const state = (params.get("state") || null) as InvoiceDisplayState | null;
  if (!EXPORT_KINDS.includes(kind) || !DATE.test(from) || !DATE.test(to)) return null;
  if (platforms.some((p) => !BILLING_PLATFORMS.includes(p))) return null;
  if (state && !INVOICE_DISPLAY_STATES.includes(state)) return null;
  const einvoice = (params.get("einvoice") || null) as EinvoiceFilter | null;
  if (einvoice && !EINVOICE_FILTERS.includes(einvoice)) return null;
  return { kind, from, to, platforms, state, einvoice };
}

const eur = (c: number) => centsToDecimal(c);
const parisDay = (col: unknown) => sql<string>`to_char((${col} at time zone 'Europe/Paris')::date, 'YYYY-MM-DD')`;

/**
 * The accountant's CSV rows of a period: invoices by issue date, credit notes by issue date,
 * payments by payment date (Paris). Amounts in euros with a dot, as accounting software imports them.
 */
export async function exportRows(db: Db, q: ExportQuery): Promise<{ header: string[]; rows: CsvCell[][] }> {
  if (q.kind === "credit_notes") {
    const rows = await db
      .select({
        n: creditNotes,
        invoiceNumber: invoices.number,
        buyer: invoices.buyerName,
        clientId: invoices.clientId,
        day: parisDay(creditNotes.issuedAt),
      })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(
        and(
          q.platforms.length ? inArray(creditNotes.platform, q.platforms) : undefined,
          sql`(${creditNotes.issuedAt} at time zone 'Europe/Paris')::date between ${q.from} and ${q.to}`,
        ),
      )
      .orderBy(asc(creditNotes.platform), asc(creditNotes.seq));
    return {
      header: [
        "number",
        "date",
        "platform",
        "invoice",
        "client_id",
        "client",
        "reason",
        "comment",
        "ht_eur",
        "vat_eur",
        "ttc_eur",
      ],
      rows: rows.map((r) => [
        r.n.number,
        r.day,
        r.n.platform,
        r.invoiceNumber,
        r.clientId,
        r.buyer,
        r.n.reason,
        r.n.comment,
        eur(r.n.htCents),
        eur(r.n.vatCents),
        eur(r.n.amountCents),
      ]),
    };
  }
  if (q.kind === "payments") {
    const rows = await db
      .select({ i: invoices, day: parisDay(invoices.paidAt) })
      .from(invoices)
      .where(
        and(
          eq(invoices.status, "paid"),
          q.platforms.length ? inArray(invoices.platform, q.platforms) : undefined,
          sql`(${invoices.paidAt} at time zone 'Europe/Paris')::date between ${q.from} and ${q.to}`,
        ),
      )
      .orderBy(asc(invoices.paidAt), asc(invoices.id));
    return {
      // What was received (an invoice paid after a credit note is paid its TTC less the note), and
      // the invoice's TTC beside it for the reconciliation.
      header: [
        "payment_date",
        "invoice",
        "platform",
        "client_id",
        "client",
        "reference",
        "amount_eur",
        "invoice_ttc_eur",
      ],
      rows: rows.map((r) => [
        r.day,
        r.i.number,
        r.i.platform,
        r.i.clientId,
        r.i.buyerName,
        r.i.paymentReference ?? "",
        eur(r.i.paidCents),
        eur(r.i.amountCents),
      ]),
    };
  }
  const today = parisDate();
  const rows = await db
    .select({
      i: invoices,
      creditedCents: sql<number>`${creditedTtcOf()}::bigint`.mapWith(Number),
      dueCents: sql<number>`${dueOf()}::bigint`.mapWith(Number),
      einvoice: einvoiceStatusOf,
    })
    .from(invoices)
    .where(
      and(
        q.platforms.length ? inArray(invoices.platform, q.platforms) : undefined,
        q.state ? stateWhere(q.state, today) : undefined,
        q.einvoice ? einvoiceWhere(q.einvoice) : undefined,
        gte(invoices.issueDate, q.from),
        lte(invoices.issueDate, q.to),
      ),
    )
    .orderBy(asc(invoices.platform), asc(invoices.seq), asc(invoices.id));
  return {
    header: [
      "number",
      "issue_date",
      "due_date",
      "platform",
      "client_id",
      "client",
      "state",
      "ht_eur",
      "vat_eur",
      "ttc_eur",
      // The same figures as the list, the dashboard and the bell (features/billing/amounts-due).
      "credited_eur",
      // The acomptes a Weedo market month's final invoice deducts (BT-113).
      "prepaid_eur",
      "paid_eur",
      "due_eur",
      "paid_at",
      // Its status on the approved e-invoicing platform (none: issued before the reform).
      "einvoice_status",
    ],
    rows: rows.map(({ i, creditedCents, dueCents, einvoice }) => [
      i.number,
      i.issueDate,
      i.dueDate,
      i.platform,
      i.clientId,
      i.buyerName,
      displayState(i.status, i.dueDate, today),
      eur(i.htCents),
      eur(i.vatCents),
      eur(i.amountCents),
      eur(creditedCents),
      eur(i.prepaidCents),
      eur(i.paidCents),
      eur(dueCents),
      i.paidAt,
      einvoice,
    ]),
  };
}
