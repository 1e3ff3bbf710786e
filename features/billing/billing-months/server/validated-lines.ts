import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { billingMonthLines, billingMonths } from "@/lib/db/schema";
import type { MonthPlatform, MonthSide } from "@/lib/domain/states";
import { monthNotValidated } from "./errors";
import { monthStart } from "./month";

export interface ValidatedLine {
  id: number;
  platform: MonthPlatform;
  /** First day of the month, "YYYY-MM-01". */
  month: string;
  side: MonthSide;
  /** The platform client id (id_clien_myaffil / id_clien_mycoreg). */
  clientId: number;
  /** Null on MyCoreg (no programs). */
  programId: number | null;
  leads: number;
  validLeads: number;
  /** HT cents from the roll-up. */
  amountCents: number;
  adjustmentCents: number;
  adjustmentReason: string | null;
  /** What is invoiced or paid: amountCents + adjustmentCents (HT cents, never negative). */
  totalCents: number;
}

/**
 * The frozen lines of a validated month, what invoices (side advertiser) and publisher invoice calls
 * (side publisher) are made from. Throws MONTH_NOT_VALIDATED when the month is open or unknown, so a
 * caller can never invoice figures that may still change. `month` is "YYYY-MM" or "YYYY-MM-01".
 */
export async function validatedLines(
  db: Db,
  q: { platform: MonthPlatform; month: string; side: MonthSide; clientId?: number },
): Promise<ValidatedLine[]> {
  const month = monthStart(q.month);
  const [m] = await db
    .select({ status: billingMonths.status })
    .from(billingMonths)
    .where(and(eq(billingMonths.platform, q.platform), eq(billingMonths.month, month)));
  if (m?.status !== "validated") throw monthNotValidated();
  const l = billingMonthLines;
  const rows = await db
    .select()
    .from(l)
    .where(
      and(
        eq(l.platform, q.platform),
        eq(l.month, month),
        eq(l.side, q.side),
        q.clientId != null ? eq(l.clientId, q.clientId) : undefined,
      ),
    )
    .orderBy(asc(l.clientId), asc(l.programId), asc(l.id));
  return rows.map((r) => ({ ...r, totalCents: r.amountCents + r.adjustmentCents }));
}
