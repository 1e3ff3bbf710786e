import { and, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { dataContacts, dataSuppressions } from "@/lib/db/schema";
import { TIME_ZONE } from "@/lib/config/time-zone";
import { PAGINATION } from "@/lib/constants";
import type { SuppressionChannel } from "@/lib/domain/states";
import { likeOf, normalEmail, type SuppressionFilter } from "./filters";

/** At most this many addresses per CSV export, and per import. */
export const SUPPRESSION_CSV_CAP = 50_000;

const parisMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

/** Whether an address is on the suppression list (a primary-key probe). */
export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: dataSuppressions.email })
    .from(dataSuppressions)
    .where(eq(dataSuppressions.email, email.trim().toLowerCase()))
    .limit(1);
  return !!row;
}

/** The addresses of a list that are on the suppression list. */
export async function suppressedAmong(db: Db, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ email: dataSuppressions.email })
    .from(dataSuppressions)
    .where(inArray(dataSuppressions.email, emails));
  return new Set(rows.map((r) => r.email));
}

export interface SuppressInput {
  email: string;
  channel: SuppressionChannel;
  /** The source the person unsubscribed from (the link's); else the contact's own. */
  source?: string | null;
  by?: number | null;
  now?: Date;
}

/**
 * Puts addresses on the suppression list and marks their contacts (an active contact becomes
 * unsubscribed, or bounced for a bounce). An address already listed keeps its first record: the
 * statistics count when and where a person left, once. Returns the addresses newly listed.
 */
export async function suppress(db: Db, inputs: SuppressInput[]): Promise<string[]> {
  const rows = inputs.flatMap((i) => {
    const email = normalEmail(i.email);
    return email ? [{ ...i, email }] : [];
  });
  if (!rows.length) return [];
  const unique = [...new Map(rows.map((r) => [r.email, r])).values()];
  return db.transaction(async (tx) => {
    const contacts = await tx
      .select({ email: dataContacts.email, source: dataContacts.source, theme: dataContacts.theme })
      .from(dataContacts)
      .where(
        inArray(
          dataContacts.email,
          unique.map((u) => u.email),
        ),
      );
    const known = new Map(contacts.map((c) => [c.email, c]));
    const added = await tx
      .insert(dataSuppressions)
      .values(
        unique.map((u) => ({
          email: u.email,
          source: u.source || known.get(u.email)?.source || null,
          theme: known.get(u.email)?.theme ?? null,
          channel: u.channel,
          createdBy: u.by ?? null,
          createdAt: u.now ?? new Date(),
        })),
      )
      .onConflictDoNothing()
      .returning({ email: dataSuppressions.email });
    for (const state of ["unsubscribed", "bounced"] as const) {
      const emails = unique.filter((u) => (u.channel === "bounce") === (state === "bounced")).map((u) => u.email);
      if (emails.length)
        await tx
          .update(dataContacts)
          .set({ state, lastActivityAt: unique[0]!.now ?? new Date() })
          .where(and(inArray(dataContacts.email, emails), eq(dataContacts.state, "active")));
    }
    return added.map((a) => a.email);
  });
}

function whereOf(f: SuppressionFilter): SQL | undefined {
  return and(
    f.search ? ilike(dataSuppressions.email, likeOf(f.search.toLowerCase())) : undefined,
    f.source ? eq(dataSuppressions.source, f.source) : undefined,
    f.theme ? eq(dataSuppressions.theme, f.theme) : undefined,
    f.from ? gte(dataSuppressions.createdAt, parisMidnight(f.from)) : undefined,
    f.to ? lt(dataSuppressions.createdAt, parisMidnight(f.to, 1)) : undefined,
  );
}

const columns = {
  email: dataSuppressions.email,
  source: dataSuppressions.source,
  theme: dataSuppressions.theme,
  channel: dataSuppressions.channel,
  createdAt: dataSuppressions.createdAt,
};

export type SuppressionRow = {
  email: string;
  source: string | null;
  theme: string | null;
  channel: string;
  createdAt: Date;
};

/** One page of the suppression list, newest first. */
export async function listSuppressions(db: Db, f: SuppressionFilter, page = 1, pageSize: number = PAGINATION.pageSize) {
  const where = whereOf(f);
  const [t] = await db.select({ n: count() }).from(dataSuppressions).where(where);
  const total = Number(t?.n ?? 0);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, Math.ceil(total / pageSize)));
  const items = await db
    .select(columns)
    .from(dataSuppressions)
    .where(where)
    .orderBy(desc(dataSuppressions.createdAt), dataSuppressions.email)
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { total, page: current, pageSize, items };
}

/** The filtered list for a CSV export, newest first, up to the cap. */
export function suppressionsForExport(db: Db, f: SuppressionFilter): Promise<SuppressionRow[]> {
  return db
    .select(columns)
    .from(dataSuppressions)
    .where(whereOf(f))
    .orderBy(desc(dataSuppressions.createdAt), dataSuppressions.email)
    .limit(SUPPRESSION_CSV_CAP);
}
