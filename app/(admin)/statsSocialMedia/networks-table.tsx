import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import { StatsTable, Td, Th } from "@/features/staff/stats/ui/cells";
import type { NetworkRow } from "./operations";

/** One line per network (all nine, zeros included, so the networks can be compared) and the totals. */
export async function NetworksTable({ rows }: { rows: NetworkRow[] }) {
  const t = await getTranslations("staffStats.social");
  const locale = await getLocale();
  const sum = (k: "clicks" | "leads" | "revenueCents") => rows.reduce((s, r) => s + r[k], 0);
  const rate = (leads: number, clicks: number) => (clicks ? formatPercent(locale, leads / clicks) : "—");
  const total = { clicks: sum("clicks"), leads: sum("leads"), revenueCents: sum("revenueCents") };
  return (
    <StatsTable
      testId="social-networks"
      head={
        <>
          <Th>{t("network")}</Th>
          <Th numeric>{t("clicks")}</Th>
          <Th numeric>{t("leads")}</Th>
          <Th numeric>{t("conversion")}</Th>
          <Th numeric>{t("revenue")}</Th>
        </>
      }
    >
      {rows.map((r) => (
        <tr key={r.network} className="dt-row" data-testid={`network-${r.network}`}>
          <Td className="font-medium">{t(`networks.${r.network}`)}</Td>
          <Td numeric>{formatNumber(locale, r.clicks)}</Td>
          <Td numeric>{formatNumber(locale, r.leads)}</Td>
          <Td numeric>{rate(r.leads, r.clicks)}</Td>
          <Td numeric>{formatMoney(locale, r.revenueCents)}</Td>
        </tr>
      ))}
      <tr className="border-t border-zinc-300 font-semibold dark:border-zinc-700" data-testid="network-total">
        <Td>{t("total")}</Td>
        <Td numeric>{formatNumber(locale, total.clicks)}</Td>
        <Td numeric>{formatNumber(locale, total.leads)}</Td>
        <Td numeric>{rate(total.leads, total.clicks)}</Td>
        <Td numeric>{formatMoney(locale, total.revenueCents)}</Td>
      </tr>
    </StatsTable>
  );
}
