import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/rows";
import type { Db } from "@/lib/db";
import type { MonthPlatform } from "@/lib/domain/states";
import { validatedLines } from "@/features/billing/billing-months/server/validated-lines";

/**
 * Asks every publisher with earnings in a validated month to invoice them: one call per publisher
 * client and platform, for the sum of its validated lines (HT cents, adjustments included). A client
 * without a publisher account gets no call (nobody could upload the invoice). Idempotent.
 */
export async function createInvoiceCalls(db: Db, platform: MonthPlatform, month: string): Promise<number> {
  // Mon Gustave's months hold advertiser lines only: nobody to ask for an invoice.
  if (platform === "mongustave") return 0;
  const lines = await validatedLines(db, { platform, month, side: "publisher" });
  const owed = new Map<number, number>();
  for (const l of lines) owed.set(l.clientId, (owed.get(l.clientId) ?? 0) + l.totalCents);
  let created = 0;
  for (const [clientId, amountCents] of owed) {
    if (amountCents <= 0) continue;
    const column = platform === "perf" ? sql`id_clien_myaffil` : sql`id_clien_mycoreg`;
    const editor = platform === "perf" ? sql`or id_clien_myaffil_editeur = ${clientId}` : sql``;
    const res = await db.execute<{ id: number }>(sql`
      insert into invoice_calls (platform, month, publisher_client_id, publisher_user_id, amount_cents)
      select ${platform}, ${month}::date, ${clientId}, u.id, ${amountCents}
      from users u where (u.law = 'af' and u.${column} = ${clientId}) ${editor}
      order by u.id limit 1
      on conflict do nothing returning id`);
    created += rowsOf(res).length;
  }
  return created;
}
