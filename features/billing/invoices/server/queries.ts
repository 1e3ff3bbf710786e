import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { creditNotes, invoiceLines, invoices } from "@/lib/db/schema";
import type { BillingPlatform, CreditNoteReason, InvoiceDisplayState, InvoiceSource } from "@/lib/domain/states";
import { displayState, stateWhere } from "./overdue";
import { creditedSum, dueOf } from "@/features/billing/amounts-due";
import { einvoiceWhere, lifecyclesOf, type EinvoiceFilter, type Lifecycle } from "@/features/billing/e-invoicing";
import { parisDay } from "@/lib/domain/paris-time";

export const PAGE_SIZE = 10;

export interface InvoiceFilter {
  platforms?: BillingPlatform[] | null;
  state?: InvoiceDisplayState | null;
  /** Issue dates, "YYYY-MM-DD", inclusive. */
  from?: string | null;
  to?: string | null;
  clientId?: number | null;
  search?: string | null;
  source?: InvoiceSource | null;
  /** Its status on the e-invoicing platform; "none": not deposited (issued before the reform). */
  einvoice?: EinvoiceFilter | null;
  page?: number | null;
}

const credited = sql<number>`${creditedSum("amount_cents")}::bigint`.mapWith(Number);
const due = sql<number>`${dueOf()}::bigint`.mapWith(Number);

function whereOf(f: InvoiceFilter, scope: SQL | undefined, today: string): SQL | undefined {
  const search = f.search?.trim();
  return and(
    scope,
    f.platforms?.length ? inArray(invoices.platform, f.platforms) : undefined,
    f.state ? stateWhere(f.state, today) : undefined,
    f.from ? gte(invoices.issueDate, f.from) : undefined,
    f.to ? lte(invoices.issueDate, f.to) : undefined,
    f.clientId != null ? eq(invoices.clientId, f.clientId) : undefined,
    f.source ? eq(invoices.source, f.source) : undefined,
    search ? or(ilike(invoices.number, `%${search}%`), ilike(invoices.buyerName, `%${search}%`)) : undefined,
    f.einvoice ? einvoiceWhere(f.einvoice) : undefined,
  );
}

// Qualified by hand: drizzle leaves columns unqualified in a one-table select (see amounts-due).
/** The number of the invoice that replaces this one (the e-invoicing corrective path), if any. */
const replacedBy = sql<
  string | null
>`(select r.number from ${invoices} r where r.replaces_invoice_id = "invoices"."id")`;
const replacesNumber = sql<
  string | null
>`(select o.number from ${invoices} o where o.id = "invoices"."replaces_invoice_id")`;

export interface InvoiceRow {
  id: number;
  number: string;
  platform: BillingPlatform;
  clientId: number;
  buyerName: string;
  issueDate: string;
  dueDate: string;
  htCents: number;
  vatCents: number;
  amountCents: number;
  creditedCents: number;
  /** TTC of the acomptes it deducts (a Weedo market month's final invoice). */
  prepaidCents: number;
  /** TTC − credit notes − acomptes − payments (features/billing/amounts-due). */
  dueCents: number;
  state: InvoiceDisplayState;
  paidAt: Date | null;
  paymentReference: string | null;
  creditNotes: InvoiceCreditNote[];
  /** Its life on the e-invoicing platform; null when it was not deposited (before the reform). */
  einvoice: Lifecycle | null;
  replacedBy: string | null;
  replacesNumber: string | null;
}

/** A credit note as listed under its invoice. */
export interface InvoiceCreditNote {
  id: number;
  number: string;
  reason: CreditNoteReason;
  comment: string;
  amountCents: number;
  issuedAt: Date;
}

/** One page of invoices (newest first) and the totals of everything the filter selects. */
export async function listInvoices(db: Db, f: InvoiceFilter, scope: SQL | undefined) {
  const today = parisDay(new Date());
  const where = whereOf(f, scope, today);
  const page = Math.max(1, f.page ?? 1);
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      platform: invoices.platform,
      clientId: invoices.clientId,
      buyerName: invoices.buyerName,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      htCents: invoices.htCents,
      vatCents: invoices.vatCents,
      amountCents: invoices.amountCents,
      creditedCents: credited,
      prepaidCents: invoices.prepaidCents,
      dueCents: due,
      status: invoices.status,
      paidAt: invoices.paidAt,
      paymentReference: invoices.paymentReference,
      replacedBy,
      replacesNumber,
    })
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issueDate), desc(invoices.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [t] = await db
    .select({
      count: sql<number>`count(*)::int`,
      htCents: sql<number>`coalesce(sum(${invoices.htCents}), 0)::bigint`.mapWith(Number),
      vatCents: sql<number>`coalesce(sum(${invoices.vatCents}), 0)::bigint`.mapWith(Number),
      amountCents: sql<number>`coalesce(sum(${invoices.amountCents}), 0)::bigint`.mapWith(Number),
      dueCents: sql<number>`coalesce(sum(${dueOf()}), 0)::bigint`.mapWith(Number),
      creditedCents: sql<number>`coalesce(sum(${credited}), 0)::bigint`.mapWith(Number),
    })
    .from(invoices)
    .where(where);
  // The page's credit notes in one read, each listed under the invoice it corrects.
  const notes = rows.length
    ? await db
        .select({
          id: creditNotes.id,
          invoiceId: creditNotes.invoiceId,
          number: creditNotes.number,
          reason: creditNotes.reason,
          comment: creditNotes.comment,
          amountCents: creditNotes.amountCents,
          issuedAt: creditNotes.issuedAt,
        })
        .from(creditNotes)
        .where(
          inArray(
            creditNotes.invoiceId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(creditNotes.id))
    : [];
  const lifecycles = await lifecyclesOf(
    db,
    "invoice",
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map(({ status, ...r }): InvoiceRow => ({
      ...r,
      state: displayState(status, r.dueDate, today),
      creditNotes: notes.filter((n) => n.invoiceId === r.id),
      einvoice: lifecycles.get(r.id) ?? null,
    })),
    total: t?.count ?? 0,
    page,
    totals: t ?? { count: 0, htCents: 0, vatCents: 0, amountCents: 0, dueCents: 0, creditedCents: 0 },
  };
}

/** One invoice with its lines and credit notes, if the scope lets the caller see it (else null). */
export async function invoiceDetail(db: Db, id: number, scope: SQL | undefined) {
  const [inv] = await db
    .select({ ...getTableColumns(invoices), dueCents: due })
    .from(invoices)
    .where(and(eq(invoices.id, id), scope));
  if (!inv) return null;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  const notes = await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, id)).orderBy(asc(creditNotes.id));
  return { ...inv, state: displayState(inv.status, inv.dueDate), lines, creditNotes: notes };
}

export interface CreditNoteFilter {
  platforms?: BillingPlatform[] | null;
  from?: string | null;
  to?: string | null;
  search?: string | null;
  page?: number | null;
}

/** One page of credit notes (newest first), with their invoice's number and buyer. */
export async function listCreditNotes(db: Db, f: CreditNoteFilter, scope: SQL | undefined) {
  const search = f.search?.trim();
  const where = and(
    scope,
    f.platforms?.length ? inArray(creditNotes.platform, f.platforms) : undefined,
    f.from ? gte(sql`(${creditNotes.issuedAt} at time zone 'Europe/Paris')::date`, f.from) : undefined,
    f.to ? lte(sql`(${creditNotes.issuedAt} at time zone 'Europe/Paris')::date`, f.to) : undefined,
    search
      ? or(
          ilike(creditNotes.number, `%${search}%`),
          ilike(invoices.number, `%${search}%`),
          ilike(invoices.buyerName, `%${search}%`),
        )
      : undefined,
  );
  const page = Math.max(1, f.page ?? 1);
  const rows = await db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      platform: creditNotes.platform,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      buyerName: invoices.buyerName,
      clientId: invoices.clientId,
      reason: creditNotes.reason,
      comment: creditNotes.comment,
      htCents: creditNotes.htCents,
      vatCents: creditNotes.vatCents,
      amountCents: creditNotes.amountCents,
      issuedAt: creditNotes.issuedAt,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(where)
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [t] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amountCents: sql<number>`coalesce(sum(${creditNotes.amountCents}), 0)::bigint`.mapWith(Number),
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(where);
  return { rows, total: t?.count ?? 0, page, totals: t ?? { count: 0, amountCents: 0 } };
}

/** One credit note with its invoice, if the scope (on invoices) lets the caller see it. */
export async function creditNoteDetail(db: Db, id: number, scope: SQL | undefined) {
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, id), scope));
  return row ?? null;
}
