import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { invoiceCalls } from "@/lib/db/schema";
import { einvoiceInbox } from "../db";
import type { InboxStatus } from "../formats";

export const INBOX_PAGE_SIZE = 10;

/**
 * The invoices suppliers sent us through the platform, newest first, ten a page, filtered by how
 * they were filed; a matched one names its call (publisher account and client id, for its page).
 */
export async function listInbox(db: Db, f: { status?: InboxStatus | null; page?: number | null; id?: number }) {
  const page = Math.max(1, f.page ?? 1);
  const where: SQL | undefined = and(
    f.status ? eq(einvoiceInbox.status, f.status) : undefined,
    f.id !== undefined ? eq(einvoiceInbox.id, f.id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: einvoiceInbox.id,
        receivedAt: einvoiceInbox.receivedAt,
        filename: einvoiceInbox.filename,
        format: einvoiceInbox.format,
        number: einvoiceInbox.number,
        sellerSiren: einvoiceInbox.sellerSiren,
        htCents: einvoiceInbox.htCents,
        status: einvoiceInbox.status,
        reason: einvoiceInbox.reason,
        callUserId: invoiceCalls.publisherUserId,
        callClientId: invoiceCalls.publisherClientId,
      })
      .from(einvoiceInbox)
      .leftJoin(invoiceCalls, eq(invoiceCalls.id, einvoiceInbox.callId))
      .where(where)
      .orderBy(desc(einvoiceInbox.receivedAt), desc(einvoiceInbox.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(einvoiceInbox).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0), page };
}
