import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { invoiceCalls, publisherPayments, users } from "@/lib/db/schema";
import type { InvoiceCallStatus } from "@/lib/domain/states";
import type { InvoiceFormat, InvoiceMatch } from "@/features/billing/incoming-invoices";
import type { Viewer } from "./workflow";

export interface InvoiceCallRow {
  id: number;
  platform: "perf" | "coreg";
  month: string;
  publisherClientId: number;
  publisherUserId: number;
  publisherName: string;
  amountCents: number;
  status: InvoiceCallStatus;
  invoiceFileName: string | null;
  invoiceUploadedAt: Date | null;
  invoiceFormat: InvoiceFormat | null;
  invoiceNumber: string | null;
  invoiceMatch: InvoiceMatch | null;
  refusalReason: string | null;
  decidedAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
}

/**
 * Invoice calls, newest month first. A publisher gets its own only, whatever it asks (ownership in
 * the where-clause); an administrator may narrow to one account and publisher client.
 */
export async function listInvoiceCalls(
  db: Db,
  viewer: Viewer,
  filter: { userId?: number | null; clientId?: number | null; status?: InvoiceCallStatus | null },
): Promise<InvoiceCallRow[]> {
  const c = invoiceCalls;
  const where: (SQL | undefined)[] = [
    viewer.admin
      ? filter.userId != null
        ? eq(c.publisherUserId, filter.userId)
        : undefined
      : eq(c.publisherUserId, viewer.id),
    viewer.admin && filter.clientId != null ? eq(c.publisherClientId, filter.clientId) : undefined,
    filter.status ? eq(c.status, filter.status) : undefined,
  ];
  const rows = await db
    .select({
      call: c,
      society: users.society,
      firstName: users.firstName,
      lastName: users.lastName,
      paidAt: publisherPayments.paidAt,
    })
    .from(c)
    .innerJoin(users, eq(users.id, c.publisherUserId))
    .leftJoin(publisherPayments, eq(publisherPayments.id, c.paymentId))
    .where(and(...where))
    .orderBy(desc(c.month), desc(c.id))
    .limit(500);
  return rows.map(({ call, society, firstName, lastName, paidAt }) => ({
    id: call.id,
    platform: call.platform,
    month: call.month,
    publisherClientId: call.publisherClientId,
    publisherUserId: call.publisherUserId,
    publisherName: society || `${firstName} ${lastName.toUpperCase()}`,
    amountCents: call.amountCents,
    status: call.status,
    invoiceFileName: call.invoiceFileName,
    invoiceUploadedAt: call.invoiceUploadedAt,
    invoiceFormat: call.invoiceFormat,
    invoiceNumber: call.invoiceNumber,
    invoiceMatch: call.invoiceMatch,
    refusalReason: call.refusalReason,
    decidedAt: call.decidedAt,
    paidAt: paidAt ?? null,
    createdAt: call.createdAt,
  }));
}

/** The stored file of a call the viewer may see (owner or administrator), or null. */
export async function invoiceFileOf(db: Db, viewer: Viewer, callId: number) {
  const c = invoiceCalls;
  const [row] = await db
    .select({ file: c.invoiceFile, name: c.invoiceFileName })
    .from(c)
    .where(viewer.admin ? eq(c.id, callId) : and(eq(c.id, callId), eq(c.publisherUserId, viewer.id)));
  return row?.file
    ? { file: row.file, name: row.name ?? `facture-${callId}.${row.file.endsWith(".xml") ? "xml" : "pdf"}` }
    : null;
}
