import { buyerOf } from "@/features/billing/invoices/server/buyer";
import { issueInvoice } from "@/features/billing/invoices/server/issue";
import { eq, and } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { billingMonthLines, billingMonths, myaffilPrograms } from "@/lib/db/schema";
import type { MonthPlatform } from "@/lib/domain/states";

export interface MonthLineSpec {
  clientId: number;
  programId?: number | null;
  validLeads: number;
  amountCents: number;
  adjustmentCents?: number;
  adjustmentReason?: string;
}

/** A program of an advertiser client (for the invoice line's label). */
export async function makeProgram(db: Db, clientId: number, name: string): Promise<number> {
  const [p] = await db
    .insert(myaffilPrograms)
    .values({ advertiserClientId: clientId, name })
    .returning({ id: myaffilPrograms.id });
  return p!.id;
}

/** A month of advertiser lines, written while open and then validated (as the months screen does). */
export async function validatedMonth(db: Db, platform: MonthPlatform, month: string, lines: MonthLineSpec[]) {
  await db.insert(billingMonths).values({ platform, month, status: "open" });
  if (lines.length)
    await db.insert(billingMonthLines).values(
      lines.map((l) => ({
        platform,
        month,
        side: "advertiser" as const,
        clientId: l.clientId,
        programId: l.programId ?? null,
        leads: l.validLeads,
        validLeads: l.validLeads,
        amountCents: l.amountCents,
        adjustmentCents: l.adjustmentCents ?? 0,
        adjustmentReason: l.adjustmentReason ?? null,
      })),
    );
  await db
    .update(billingMonths)
    .set({ status: "validated", validatedAt: new Date() })
    .where(and(eq(billingMonths.platform, platform), eq(billingMonths.month, month)));
}

/**
 * A MyAffil invoice issued to `client` now: `quantity` leads at 25 € HT (4 leads: 100 € HT, 120 € TTC),
 * issued by `actorId`, with its documents stored as at every issue.
 */
export async function legacyInvoiceTo(
  db: Db,
  client: { idClienMyaffil: number | null },
  actorId: number,
  opts: { quantity?: number; issueDate?: string } = {},
) {
  const buyer = await buyerOf(db, "perf", client.idClienMyaffil!);
  return db.transaction((tx) =>
    issueInvoice(tx, {
      platform: "perf",
      clientId: client.idClienMyaffil!,
      buyer,
      lines: [{ label: "Leads", quantity: opts.quantity ?? 4, unitPriceCents: 2_500 }],
      source: "legacy",
      issueDate: opts.issueDate,
      actorId,
    }),
  );
}
