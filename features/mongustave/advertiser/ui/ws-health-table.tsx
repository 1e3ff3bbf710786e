import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime, formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import { StatsTable, Td, Th } from "@/features/staff/stats/ui/cells";
import { cn } from "@/lib/utils/cn";
import type { MgDashboardData } from "./operations";

const STATE_STYLE: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-300",
  test: "bg-sky-100 text-sky-800 dark:bg-sky-950/50 dark:text-sky-300",
  paused: "bg-red-100 text-red-800 dark:bg-red-950/50 dark:text-red-300",
};

/** Each web service's state and last 24 hours (acceptance, errors, p95), with why it is paused. */
export async function WsHealthTable({ rows }: { rows: MgDashboardData["webServices"] }) {
  const t = await getTranslations("mongustaveAdvertiser");
  const locale = await getLocale();
  const pct = (settled: number, r: number) => (settled > 0 ? formatPercent(locale, r) : "—");
  return (
    <StatsTable
      testId="mg-ws-health"
      minWidth={860}
      head={
        <>
          <Th>{t("dashboard.ws.name")}</Th>
          <Th>{t("dashboard.ws.product")}</Th>
          <Th>{t("dashboard.ws.state")}</Th>
          <Th numeric>{t("dashboard.ws.price")}</Th>
          <Th numeric>{t("dashboard.ws.deliveries")}</Th>
          <Th numeric>{t("dashboard.ws.acceptance")}</Th>
          <Th numeric>{t("dashboard.ws.errors")}</Th>
          <Th numeric>{t("dashboard.ws.p95")}</Th>
        </>
      }
    >
      {rows.map((w) => (
        <tr key={w.id} className="dt-row align-top" data-testid={`mg-ws-${w.id}`}>
          <Td className="font-medium">{w.name}</Td>
          <Td>{t(`products.${w.product}` as "products.mutuelle")}</Td>
          <Td>
            <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", STATE_STYLE[w.state])}>
              {t(`dashboard.states.${w.state}` as "dashboard.states.active")}
            </span>
            {w.state === "paused" && (
              <p className="mt-1 max-w-56 text-xs text-zinc-600 dark:text-zinc-400">
                {w.pausedAt && t("dashboard.ws.pausedSince", { date: formatDateTime(locale, w.pausedAt) })}
                {" — "}
                {w.pauseReason || t("dashboard.ws.noReason")}
              </p>
            )}
          </Td>
          <Td numeric>{formatMoney(locale, w.priceCents)}</Td>
          <Td numeric>{formatNumber(locale, w.deliveries24h)}</Td>
          <Td numeric>{pct(w.settled24h, w.acceptanceRate24h)}</Td>
          <Td numeric className={cn(w.errorRate24h >= 0.2 && "font-semibold text-red-700 dark:text-red-400")}>
            {pct(w.settled24h, w.errorRate24h)}
          </Td>
          <Td numeric>{w.p95Ms === null ? "—" : `${formatNumber(locale, w.p95Ms)} ms`}</Td>
        </tr>
      ))}
    </StatsTable>
  );
}
