import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, formatMonth } from "@/components/data/format";
import type { MonthFigure } from "./operations";
import { muted, negative, ReportTable, Td, Th } from "./table";

/** One platform's months, newest first: revenue, cost, margin and the money movements of each. */
export async function MonthsOfPlatform({ figures }: { figures: MonthFigure[] }) {
  const t = await getTranslations("reports");
  const locale = await getLocale();
  const rows = [...figures].sort((a, b) => b.month.localeCompare(a.month));
  return (
    <ReportTable testId="platform-months" minWidth={900}>
      <thead>
        <tr>
          <Th>{t("columns.month")}</Th>
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
        {rows.map((f) => (
          <tr key={f.month} className="dt-row">
            <Td className="whitespace-nowrap">
              {formatMonth(locale, f.month, "long")}
              {f.validated ? null : <span className={`block ${muted}`}>{t("notValidated")}</span>}
            </Td>
            <Td num>{formatMoney(locale, f.revenue_cents)}</Td>
            <Td num>{f.has_cost_data ? formatMoney(locale, f.cost_cents) : "—"}</Td>
            <Td num className={negative(f.margin_cents)}>
              {formatMoney(locale, f.margin_cents)}
            </Td>
            <Td num>{formatMoney(locale, f.invoiced_cents)}</Td>
            <Td num>{formatMoney(locale, f.credited_cents)}</Td>
            <Td num>{formatMoney(locale, f.collected_cents)}</Td>
            <Td num>{formatMoney(locale, f.paid_out_cents)}</Td>
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}
