import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";
import type { MonthPlatform, MonthSide, MonthStatus } from "@/lib/domain/states";
export { MONTH_PLATFORMS, MONTH_SIDES, MONTH_STATUSES } from "@/lib/domain/states";
export type { MonthPlatform, MonthSide, MonthStatus } from "@/lib/domain/states";

/**
 * One platform's month of statistics under review (open) or validated. A validated month is frozen:
 * the trigger of migration `billing_months_freeze` refuses any change to it or to its lines, so later
 * corrections go to the next month or to a credit note.
 */
export const billingMonths = pgTable(
  "billing_months",
  {
    platform: text("platform").$type<MonthPlatform>().notNull(),
    /** The first day of the month. */
    month: date("month").notNull(),
    status: text("status").$type<MonthStatus>().notNull().default("open"),
    validatedAt: timestamp("validated_at", { withTimezone: true }),
    validatedBy: integer("validated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.month] }),
    check("billing_months_platform_check", sql`${t.platform} in ('perf','coreg','mongustave')`),
    check("billing_months_status_check", sql`${t.status} in ('open','validated')`),
    check("billing_months_first_day", sql`extract(day from ${t.month}) = 1`),
    check("billing_months_validated", sql`(${t.status} = 'validated') = (${t.validatedAt} is not null)`),
  ],
);

/**
 * A client's figures for one month on one platform, per program (null program: the platform has no
 * programs, MyCoreg). client_id is the platform's client id (id_clien_myaffil / id_clien_mycoreg).
 * amount_cents comes from the roll-up (HT cents: revenue for an advertiser, payout for a publisher);
 * what is invoiced or paid is amount_cents + adjustment_cents.
 */
export const billingMonthLines = pgTable(
  "billing_month_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    platform: text("platform").$type<MonthPlatform>().notNull(),
    month: date("month").notNull(),
    side: text("side").$type<MonthSide>().notNull(),
    clientId: integer("client_id").notNull(),
    programId: integer("program_id"),
    leads: integer("leads").notNull().default(0),
    validLeads: integer("valid_leads").notNull().default(0),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull().default(0),
    adjustmentCents: bigint("adjustment_cents", { mode: "number" }).notNull().default(0),
    adjustmentReason: text("adjustment_reason"),
  },
  (t) => [
    foreignKey({ columns: [t.platform, t.month], foreignColumns: [billingMonths.platform, billingMonths.month] }),
    uniqueIndex("billing_month_lines_key_uq").on(
      t.platform,
      t.month,
      t.side,
      t.clientId,
      sql`coalesce(${t.programId}, 0)`,
    ),
    index("billing_month_lines_client_idx").on(t.platform, t.side, t.clientId, t.month),
    check("billing_month_lines_side_check", sql`${t.side} in ('advertiser','publisher')`),
    check(
      "billing_month_lines_counts",
      sql`${t.leads} >= 0 and ${t.validLeads} >= 0 and ${t.validLeads} <= ${t.leads}`,
    ),
    check("billing_month_lines_amount", sql`${t.amountCents} >= 0 and ${t.amountCents} + ${t.adjustmentCents} >= 0`),
    // An adjustment always says why.
    check(
      "billing_month_lines_reason",
      sql`${t.adjustmentCents} = 0 or length(trim(coalesce(${t.adjustmentReason}, ''))) > 0`,
    ),
  ],
);

/**
 * MyCoreg's own figures (co-registration leads per client and month, fed by the co-registration
 * platform; seeded for the demo): what the MyCoreg month review reads, like perf_stats_daily for MyAffil.
 */
export const coregMonthlyFigures = pgTable(
  "coreg_monthly_figures",
  {
    month: date("month").notNull(),
    side: text("side").$type<MonthSide>().notNull(),
    /** id_clien_mycoreg of the advertiser or publisher. */
    clientId: integer("client_id").notNull(),
    leads: integer("leads").notNull().default(0),
    validLeads: integer("valid_leads").notNull().default(0),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.side, t.clientId] }),
    check("coreg_monthly_figures_side_check", sql`${t.side} in ('advertiser','publisher')`),
    check("coreg_monthly_figures_first_day", sql`extract(day from ${t.month}) = 1`),
    check(
      "coreg_monthly_figures_values",
      sql`${t.leads} >= 0 and ${t.validLeads} >= 0 and ${t.validLeads} <= ${t.leads} and ${t.amountCents} >= 0`,
    ),
  ],
);
