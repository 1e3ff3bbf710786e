import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Tx } from "@/lib/jobs/queue";
import { enqueue } from "@/lib/jobs/queue";
import type { IssuedKind } from "@/features/billing/issued-documents";
import { jobs } from "@/lib/db/schema";
import { einvoiceDeposits, einvoiceEvents } from "../db";
import { EINVOICING_FROM, statusRank, type EinvoiceStatus } from "../statuses";
import type { PlatformEvent } from "./platform";

export const EINVOICE_DEPOSIT_JOB = "einvoice.deposit";
export const EINVOICE_POLL_JOB = "einvoice.poll";
export const EINVOICE_COLLECTED_JOB = "einvoice.collected";

/** What the deposit needs to know of the document at issue. */
export interface IssuedForDeposit {
  number: string;
  issueDate: string;
  buyerCountry: string;
}

/**
 * Queues an issued document's deposit, in the transaction that issues it (it is deposited if and
 * only if it was issued). Documents dated before the reform are not deposited; a buyer outside
 * France is out of the platform's scope (recorded as such, so that the list says why).
 */
export async function queueDeposit(tx: Tx, kind: IssuedKind, id: number, doc: IssuedForDeposit): Promise<void> {
  if (doc.issueDate < EINVOICING_FROM) return;
  const abroad = doc.buyerCountry !== "" && doc.buyerCountry !== "FR";
  const [row] = await tx
    .insert(einvoiceDeposits)
    .values({
      ...(kind === "invoice" ? { invoiceId: id } : { creditNoteId: id }),
      number: doc.number,
      status: abroad ? "out_of_scope" : "pending",
    })
    .onConflictDoNothing()
    .returning({ id: einvoiceDeposits.id });
  if (row && !abroad) await enqueue(tx, EINVOICE_DEPOSIT_JOB, { depositId: row.id });
}

/**
 * Tells the platform that an invoice was paid (Encaissée), in the transaction that records the
 * payment; nothing to tell for an invoice that is not on the platform or never reached its buyer.
 */
export async function queueCollected(tx: Tx, invoiceId: number, payment: { amountCents: number; date: string }) {
  const [row] = await tx
    .select({ id: einvoiceDeposits.id })
    .from(einvoiceDeposits)
    .where(
      and(
        eq(einvoiceDeposits.invoiceId, invoiceId),
        notInArray(einvoiceDeposits.status, ["rejected", "refused", "out_of_scope"]),
      ),
    );
  if (row) await enqueue(tx, EINVOICE_COLLECTED_JOB, { depositId: row.id, ...payment });
}

/**
 * Records what the platform reported: each status once (a poll that sees it again changes
 * nothing), and the deposit's status moves to the furthest one, never back.
 */
export async function recordEvents(db: Tx, depositId: number, events: PlatformEvent[]): Promise<EinvoiceStatus> {
  return db.transaction(async (tx) => {
    if (events.length)
      await tx
        .insert(einvoiceEvents)
        .values(events.map((e) => ({ depositId, status: e.status, reason: e.reason, at: new Date(e.at) })))
        .onConflictDoNothing();
    const all = await tx
      .select({ status: einvoiceEvents.status })
      .from(einvoiceEvents)
      .where(eq(einvoiceEvents.depositId, depositId));
    const [current] = await tx
      .select({ status: einvoiceDeposits.status })
      .from(einvoiceDeposits)
      .where(eq(einvoiceDeposits.id, depositId))
      .for("update");
    const furthest = [current!.status, ...all.map((e) => e.status)].reduce((a, b) =>
      statusRank(b) > statusRank(a) ? b : a,
    );
    if (furthest !== current!.status)
      await tx
        .update(einvoiceDeposits)
        .set({ status: furthest, updatedAt: sql`now()` })
        .where(eq(einvoiceDeposits.id, depositId));
    return furthest;
  });
}

export interface Lifecycle {
  status: EinvoiceStatus;
  lastError: string | null;
  /** Not on the platform and no deposit job left to try: only an administrator's retry moves it. */
  stalled: boolean;
  events: { status: EinvoiceStatus; reason: string | null; at: Date }[];
}

/** The lifecycle of each listed document, in two reads (documents without a deposit are absent). */
export async function lifecyclesOf(db: Tx, kind: IssuedKind, ids: readonly number[]): Promise<Map<number, Lifecycle>> {
  const out = new Map<number, Lifecycle>();
  if (!ids.length) return out;
  const key = kind === "invoice" ? einvoiceDeposits.invoiceId : einvoiceDeposits.creditNoteId;
  const deposits = await db
    .select({
      id: einvoiceDeposits.id,
      doc: key,
      status: einvoiceDeposits.status,
      lastError: einvoiceDeposits.lastError,
      platformRef: einvoiceDeposits.platformRef,
    })
    .from(einvoiceDeposits)
    .where(inArray(key, [...ids]));
  if (!deposits.length) return out;
  const waiting = deposits.filter((d) => d.status === "pending" && !d.platformRef).map((d) => d.id);
  const live = new Set(await liveDepositJobs(db, waiting));
  const events = await db
    .select()
    .from(einvoiceEvents)
    .where(
      inArray(
        einvoiceEvents.depositId,
        deposits.map((d) => d.id),
      ),
    )
    .orderBy(einvoiceEvents.at, einvoiceEvents.id);
  for (const d of deposits)
    out.set(d.doc!, {
      status: d.status,
      lastError: d.status === "pending" ? d.lastError : null,
      stalled: d.status === "pending" && !d.platformRef && !live.has(d.id),
      events: events.filter((e) => e.depositId === d.id).map((e) => ({ status: e.status, reason: e.reason, at: e.at })),
    });
  return out;
}

/** Which of these deposits still have a deposit job pending or running (the queue will try again). */
export async function liveDepositJobs(db: Tx, depositIds: readonly number[]): Promise<number[]> {
  if (!depositIds.length) return [];
  const rows = await db
    .select({ id: sql<number>`(${jobs.payload} ->> 'depositId')::int`.mapWith(Number) })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, EINVOICE_DEPOSIT_JOB),
        inArray(jobs.state, ["pending", "running"]),
        inArray(sql`(${jobs.payload} ->> 'depositId')::int`, [...depositIds]),
      ),
    );
  return rows.map((r) => r.id);
}
