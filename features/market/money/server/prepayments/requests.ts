import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { PREPAYMENT_STATUSES, auditLog, prepayments, users } from "@/lib/db/schema";
import type { PrepaymentRequestInput } from "@/lib/validation/prepayment";
import { withVat } from "../balance/balance";

export type PrepaymentStatus = (typeof PREPAYMENT_STATUSES)[number];

export interface PrepaymentRow {
  id: number;
  userId: number;
  clientName: string;
  clientEmail: string;
  amountCents: number;
  amountTtcCents: number;
  method: "transfer" | "card";
  reference: string | null;
  status: PrepaymentStatus;
  createdAt: string;
  decidedAt: string | null;
  decidedByName: string | null;
  refusalReason: string | null;
}

/** The reference an advertiser writes on its transfer: WM-<user>-<6 random hex>, unambiguous for the accounts desk. */
export function newPrepaymentReference(userId: number, method: "transfer" | "card"): string {
  const tag = randomBytes(3).toString("hex").toUpperCase();
  return `${method === "card" ? "CB" : "WM"}-${userId}-${tag}`;
}

/** An advertiser's top-up request; it waits for an administrator (a card payment too, "to confirm"). */
export async function createPrepaymentRequest(
  db: Db,
  userId: number,
  input: PrepaymentRequestInput,
): Promise<PrepaymentRow> {
  const [row] = await db
    .insert(prepayments)
    .values({
      userId,
      amountCents: input.amountCents,
      method: input.method,
      reference: newPrepaymentReference(userId, input.method),
      status: "waiting",
    })
    .returning({ id: prepayments.id });
  return (await listPrepayments(db, { ids: [row!.id] }))[0]!;
}

const decider = alias(users, "decider");
const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** Requests, waiting first then the most recent; one advertiser's or everyone's. */
export async function listPrepayments(
  db: Db,
  filter: { userId?: number; status?: PrepaymentStatus; ids?: number[] } = {},
): Promise<PrepaymentRow[]> {
  const where = and(
    filter.userId != null ? eq(prepayments.userId, filter.userId) : undefined,
    filter.status ? eq(prepayments.status, filter.status) : undefined,
    filter.ids ? inArray(prepayments.id, filter.ids) : undefined,
  );
  const rows = await db
    .select({
      id: prepayments.id,
      userId: prepayments.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      society: users.society,
      email: users.email,
      amountCents: prepayments.amountCents,
      method: prepayments.method,
      reference: prepayments.reference,
      status: prepayments.status,
      createdAt: prepayments.createdAt,
      decidedAt: prepayments.decidedAt,
      deciderFirst: decider.firstName,
      deciderLast: decider.lastName,
    })
    .from(prepayments)
    .innerJoin(users, eq(users.id, prepayments.userId))
    .leftJoin(decider, eq(decider.id, prepayments.decidedBy))
    .where(where)
    .orderBy(
      asc(sql`case when ${prepayments.status} = 'waiting' then 0 else 1 end`),
      desc(prepayments.createdAt),
      desc(prepayments.id),
    )
    .limit(2000);
  const refused = rows.filter((r) => r.status === "refused").map((r) => String(r.id));
  const reasons = new Map<string, string>();
  if (refused.length) {
    const logs = await db
      .select({ targetId: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "prepayment.refused"),
          eq(auditLog.targetType, "prepayment"),
          inArray(auditLog.targetId, refused),
        ),
      )
      .orderBy(asc(auditLog.id));
    for (const l of logs) if (l.targetId) reasons.set(l.targetId, String(l.details.reason ?? ""));
  }
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    clientName: clientName(r),
    clientEmail: r.email,
    amountCents: Number(r.amountCents),
    amountTtcCents: withVat(Number(r.amountCents)),
    method: r.method,
    reference: r.reference,
    status: r.status,
    createdAt: iso(r.createdAt)!,
    decidedAt: iso(r.decidedAt),
    decidedByName: r.deciderFirst != null ? `${r.deciderFirst} ${r.deciderLast ?? ""}`.trim() : null,
    refusalReason: reasons.get(String(r.id)) ?? null,
  }));
}

/** "Society (First Last)" or the name alone. */
export function clientName(u: { firstName: string | null; lastName: string | null; society: string | null }): string {
  const person = `${u.firstName ?? ""} ${u.lastName ?? ""}`.trim();
  if (u.society && person) return `${u.society} (${person})`;
  return u.society || person || "—";
}
