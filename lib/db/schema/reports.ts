import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./users";
import type { ReportPlatform } from "@/lib/domain/states";

/**
 * A monthly report as generated (/report): the figures are copied into its lines at generation, so a
 * later credit note or payment changes the live view, never a report already sent to management.
 * Generating the same month again stores a new report (the list shows every version, newest first).
 */
export const monthlyReports = pgTable(
  "monthly_reports",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** The first day of the reported month. */
    month: date("month").notNull(),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
    generatedBy: integer("generated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("monthly_reports_month_idx").on(t.month, t.generatedAt),
    check("monthly_reports_first_day", sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * One platform's figures in a generated report, HT cents. margin = revenue − cost, checked by the
 * database so that a stored report cannot be off by a cent. has_cost_data is false where the platform
 * records no cost yet (Mon Gustave): its margin then equals its revenue and the report says so.
 */
export const monthlyReportLines = pgTable(
  "monthly_report_lines",
  {
    reportId: integer("report_id")
      .notNull()
      .references(() => monthlyReports.id, { onDelete: "cascade" }),
    platform: text("platform").$type<ReportPlatform>().notNull(),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull(),
    costCents: bigint("cost_cents", { mode: "number" }).notNull(),
    marginCents: bigint("margin_cents", { mode: "number" }).notNull(),
    /** HT of the platform's invoices issued that month, and of its credit notes issued that month. */
    invoicedCents: bigint("invoiced_cents", { mode: "number" }).notNull(),
    creditedCents: bigint("credited_cents", { mode: "number" }).notNull(),
    /** Money received that month: invoice payments recorded (TTC), and validated prepayments (market). */
    collectedCents: bigint("collected_cents", { mode: "number" }).notNull(),
    /** Publisher payments made that month (perf, coreg; the other platforms have no publishers). */
    paidOutCents: bigint("paid_out_cents", { mode: "number" }).notNull(),
    /** The platform's month is validated (perf, coreg); always true for the others. */
    validated: boolean("validated").notNull(),
    hasCostData: boolean("has_cost_data").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.platform] }),
    check("monthly_report_lines_platform", sql`${t.platform} in ('perf','coreg','mongustave','market')`),
    check("monthly_report_lines_margin", sql`${t.marginCents} = ${t.revenueCents} - ${t.costCents}`),
  ],
);
