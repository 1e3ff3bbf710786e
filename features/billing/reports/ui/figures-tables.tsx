import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, formatMonth, formatPercent } from "@/components/data/format";
import { REPORT_PLATFORMS } from "@/lib/domain/states";
import type { MonthFigure } from "./operations";
import { muted, negative, ReportTable, Td, Th } from "./table";

type Sums = { revenue: number; cost: number; margin: number };

/** Sum of the figures per month (every platform), in month order. */
export function perMonth(figures: MonthFigure[]): (Sums & { month: string })[] {
  const by = new Map<string, Sums>();
  for (const f of figures) {
    const s = by.get(f.month) ?? { revenue: 0, cost: 0, margin: 0 };
    by.set(f.month, {
      revenue: s.revenue + f.revenue_cents,
      cost: s.cost + f.cost_cents,
      margin: s.margin + f.margin_cents,
    });
  }
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, s]) => ({ month, ...s }));
}

/** Months (newest first) × total revenue, cost, margin and each platform's margin. */
export async function MonthsTable({ figures }: { figures: MonthFigure[] }) {
  const t = await getTranslations("reports");
  const locale = await getLocale();
  const months = perMonth(figures).reverse();
  const marginOf = (month: string, p: string) => figures.find((f) => f.month === month && f.platform === p);
  return (
    <ReportTable testId="report-months" minWidth={900}>
      <thead>
        <tr>
          <Th>{t("columns.month")}</Th>
          <Th num>{t("columns.revenue")}</Th>
          <Th num>{t("columns.cost")}</Th>
          <Th num>{t("columns.margin")}</Th>
          <Th num>{t("columns.marginRate")}</Th>
          {REPORT_PLATFORMS.map((p) => (
            <Th key={p} num>
              {t("columns.marginOf", { platform: t(`platforms.${p}`) })}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month} className="dt-row" data-testid={`report-month-${m.month}`}>
            <Td className="whitespace-nowrap">{formatMonth(locale, m.month, "long")}</Td>
            <Td num>{formatMoney(locale, m.revenue)}</Td>
            <Td num>{formatMoney(locale, m.cost)}</Td>
            <Td num className={negative(m.margin)}>
              {formatMoney(locale, m.margin)}
            </Td>
            <Td num>{m.revenue > 0 ? formatPercent(locale, m.margin / m.revenue) : "—"}</Td>
            {REPORT_PLATFORMS.map((p) => {
              const f = marginOf(m.month, p);
              return (
                <Td key={p} num className={negative(f?.margin_cents ?? 0)}>
                  {formatMoney(locale, f?.margin_cents ?? 0)}
                  {f && !f.validated ? <span className={`block ${muted}`}>{t("notValidated")}</span> : null}
                </Td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}

/** The period per platform: revenue, cost, margin and the money movements behind them. */
export async function PlatformsTable({
  figures,
  testId = "report-platforms",
}: {
  figures: MonthFigure[];
  testId?: string;
}) {
  const t = await getTranslations("reports");
  const locale = await getLocale();
  const rows = REPORT_PLATFORMS.map((p) => {
    const of = figures.filter((f) => f.platform === p);
    const sum = (k: keyof MonthFigure) => of.reduce((s, f) => s + (f[k] as number), 0);
    return {
      p,
      hasCost: of.every((f) => f.has_cost_data),
      revenue: sum("revenue_cents"),
      cost: sum("cost_cents"),
      margin: sum("margin_cents"),
      invoiced: sum("invoiced_cents"),
      credited: sum("credited_cents"),
      collected: sum("collected_cents"),
      paidOut: sum("paid_out_cents"),
    };
  }).filter((r) => figures.some((f) => f.platform === r.p));
  const total = (k: "revenue" | "cost" | "margin") => rows.reduce((s, r) => s + r[k], 0);
  return (
    <ReportTable testId={testId} minWidth={900}>
      <thead>
        <tr>
          <Th>{t("columns.platform")}</Th>
          <Th num>{t("columns.revenue")}</Th>
          <Th num>{t("columns.cost")}</Th>
          <Th num>{t("columns.margin")}</Th>
          <Th num>{t("columns.invoiced")}</Th>
          <Th num>{t("columns.credited")}</Th>
          <Th num>{t("columns.collected")}</Th>
          <Th num>{t("columns.paidOut")}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.p} className="dt-row" data-testid={`report-platform-${r.p}`}>
            <Td>
              {t(`platforms.${r.p}`)}
              {r.hasCost ? null : <span className={`block ${muted}`}>{t("noCostData")}</span>}
            </Td>
            <Td num>{formatMoney(locale, r.revenue)}</Td>
            <Td num>{formatMoney(locale, r.cost)}</Td>
            <Td num className={negative(r.margin)}>
              {formatMoney(locale, r.margin)}
            </Td>
            <Td num>{formatMoney(locale, r.invoiced)}</Td>
            <Td num>{formatMoney(locale, r.credited)}</Td>
            <Td num>{formatMoney(locale, r.collected)}</Td>
            <Td num>{formatMoney(locale, r.paidOut)}</Td>
          </tr>
        ))}
      </tbody>
      {rows.length > 1 ? (
        <tfoot className="border-t border-zinc-200 font-medium dark:border-zinc-800">
          <tr>
            <Td>{t("total")}</Td>
            <Td num>{formatMoney(locale, total("revenue"))}</Td>
            <Td num>{formatMoney(locale, total("cost"))}</Td>
            <Td num className={negative(total("margin"))}>
              {formatMoney(locale, total("margin"))}
            </Td>
            <Td />
            <Td />
            <Td />
            <Td />
          </tr>
        </tfoot>
      ) : null}
    </ReportTable>
  );
}
