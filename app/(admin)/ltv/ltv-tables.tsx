import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, formatMonth, formatNumber } from "@/components/data/format";
import { StatsTable, Td, Th } from "@/features/staff/stats/ui/cells";
import type { LtvData } from "./operations";

/** One line per sign-up cohort, oldest first (a few dozen at most: shown whole, like the chart). */
export async function CohortsTable({ rows }: { rows: LtvData["ltvCohorts"] }) {
  const t = await getTranslations("staffStats.ltv");
  const locale = await getLocale();
  return (
    <StatsTable
      testId="ltv-cohorts"
      minWidth={720}
      head={
        <>
          <Th>{t("cohort")}</Th>
          <Th numeric>{t("clients")}</Th>
          <Th numeric>{t("revenue")}</Th>
          <Th numeric>{t("margin")}</Th>
          <Th numeric>{t("ltv")}</Th>
          <Th numeric>{t("marginPerClient")}</Th>
          <Th numeric>{t("monthsActive")}</Th>
        </>
      }
    >
      {rows.map((r) => (
        <tr key={r.cohort} className="dt-row" data-testid={`ltv-cohort-${r.cohort}`}>
          <Td className="font-medium">{formatMonth(locale, r.cohort, "long")}</Td>
          <Td numeric>{formatNumber(locale, r.clients)}</Td>
          <Td numeric>{formatMoney(locale, r.revenueCents)}</Td>
          <Td numeric>{formatMoney(locale, r.marginCents)}</Td>
          <Td numeric className="font-semibold">
            {formatMoney(locale, r.revenuePerClientCents)}
          </Td>
          <Td numeric>{formatMoney(locale, r.marginPerClientCents)}</Td>
          <Td numeric>{formatNumber(locale, r.monthsActive)}</Td>
        </tr>
      ))}
    </StatsTable>
  );
}

/** One page of clients, highest lifetime revenue first. */
export async function ClientsTable({ rows }: { rows: LtvData["ltvClients"]["items"] }) {
  const t = await getTranslations("staffStats.ltv");
  const locale = await getLocale();
  return (
    <StatsTable
      testId="ltv-clients"
      head={
        <>
          <Th>{t("client")}</Th>
          <Th>{t("cohort")}</Th>
          <Th numeric>{t("revenue")}</Th>
          <Th numeric>{t("margin")}</Th>
          <Th numeric>{t("months")}</Th>
        </>
      }
    >
      {rows.map((r) => (
        <tr key={r.userId} className="dt-row" data-testid={`ltv-client-${r.userId}`}>
          <Td>
            <div className="flex flex-col">
              <span className="font-medium">{r.society || r.name}</span>
              {r.society && <span className="text-xs text-zinc-600 dark:text-zinc-400">{r.name}</span>}
            </div>
          </Td>
          <Td>{formatMonth(locale, r.cohort)}</Td>
          <Td numeric>{formatMoney(locale, r.revenueCents)}</Td>
          <Td numeric>{formatMoney(locale, r.marginCents)}</Td>
          <Td numeric>{formatNumber(locale, r.monthsActive)}</Td>
        </tr>
      ))}
    </StatsTable>
  );
}
