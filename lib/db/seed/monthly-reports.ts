import { generateMonthlyReport } from "@/features/billing/reports/server/monthly-reports";
import { currentMonth, monthsBefore } from "@/features/billing/reports/server/period";
import type { Db } from "../client";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A generated monthly report (/report): last month's, generated on the 3rd of this month at 09:00
 * Paris by the demo administrator, from the figures the rest of the seed laid out. Runs last among
 * the money seeds (after invoices, credit notes and payments); deterministic from `now`.
 */
export async function seedMonthlyReports(tx: Tx, now: Date): Promise<void> {
  const month = monthsBefore(currentMonth(now), 1);
  const at = new Date(`${currentMonth(now)}-03T08:00:00Z`);
  await generateMonthlyReport(tx as unknown as Db, month, { id: 1 }, { at: at < now ? at : now });
}
