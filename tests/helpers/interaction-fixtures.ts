import type { Db } from "@/lib/db";
import { memberInteractions } from "@/lib/db/schema";

/** Today in Paris, shifted by `days` (YYYY-MM-DD): follow-up days relative to the run's date. */
export function parisDay(days = 0): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(d);
}

/** Inserts an interaction straight into the table (the tests of reads build their data with it). */
export async function insertInteraction(
  db: Db,
  v: Partial<typeof memberInteractions.$inferInsert> & { staffId: number; memberId: number },
) {
  const [row] = await db
    .insert(memberInteractions)
    .values({ kind: "call", occurredAt: new Date(), subject: "Appel de suivi", ...v })
    .returning();
  return row!;
}
