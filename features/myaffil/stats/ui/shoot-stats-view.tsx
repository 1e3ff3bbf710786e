"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Eye, MousePointerClick, Send, UserPlus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { formatDay } from "@/components/data/format";
import { Badge, KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { count, euros, money, ratio } from "./format";
import { PERF_SHOOT_STATS, type ShootStatsData } from "./operations";
import { QueryError } from "./query-error";
import { shootStatsVariables } from "./shoot-stats-input";
import { isMessageKey } from "@/lib/i18n/keys";

/**
 * Shoots with their results: sends and opens reported by the publisher, clicks, leads and money
 * of the shoot's campaign on its support from the send day to six days later. With `campaignId`
 * (administrators) every shoot of one campaign; otherwise the caller's shoots of a range. The first
 * answer comes from the server page's preload (ShootStatsScreen), under the same variables.
 */
export function ShootStatsView({ campaignId, initialRange }: { campaignId?: number; initialRange: DayRange }) {
  const t = useTranslations("myaffilStats.shoots");
  const tk = useTranslations("myaffilStats.kpi");
  const tst = useTranslations("myaffilStats.shoots.state");
  const locale = useLocale();
  const [range, setRange] = useState<DayRange>(initialRange);
  // A new range keeps the current shoots on screen (dimmed) until its answer arrives.
  const [loading, startTransition] = useTransition();
  const { data, error, refetch } = useSuspenseQuery(PERF_SHOOT_STATS, {
    variables: shootStatsVariables(campaignId, range),
    errorPolicy: "all",
  });
  const rows = data?.myaffilShootStats;
  const showRevenue = rows?.some((r) => r.revenue !== null) ?? false;
  const showPayout = rows?.some((r) => r.payout !== null) ?? false;
  const sum = (k: "sent" | "opens" | "clicks" | "leads") => (rows ?? []).reduce((n, r) => n + r[k], 0);

  const columns = useMemo<DataColumn<ShootStatsData>[]>(() => {
    // A state the catalogue does not know yet is shown as the API names it.
    const stateText = (s: string) => (isMessageKey(tst, s) ? tst(s) : s);
    const c: DataColumn<ShootStatsData>[] = [
      {
        id: "day",
        accessorFn: (r) => r.day,
        header: t("date"),
        cell: ({ row }) => formatDay(locale, row.original.day, "long"),
      },
      { id: "program", accessorFn: (r) => `${r.programName} — ${r.campaignName}`, header: t("campaign") },
      { id: "support", accessorFn: (r) => r.supportName ?? `#${r.supportId}`, header: t("support") },
      {
        id: "state",
        accessorFn: (r) => stateText(r.state),
        header: t("stateLabel"),
        cell: ({ row }) => (
          <Badge
            tone={
              row.original.state === "valid" ? "success" : row.original.state === "cancelled" ? "danger" : "warning"
            }
          >
            {stateText(row.original.state)}
          </Badge>
        ),
      },
      {
        id: "volume",
        accessorFn: (r) => r.volume,
        header: t("volume"),
        meta: { align: "right" },
        cell: ({ row }) => count(locale, row.original.volume),
      },
      {
        id: "sent",
        accessorFn: (r) => r.sent,
        header: t("sent"),
        meta: { align: "right" },
        cell: ({ row }) => count(locale, row.original.sent),
      },
      {
        id: "opens",
        accessorFn: (r) => r.opens,
        header: t("opens"),
        meta: { align: "right" },
        cell: ({ row }) => count(locale, row.original.opens),
      },
      {
        id: "openRate",
        accessorFn: (r) => (r.sent > 0 ? r.opens / r.sent : 0),
        header: t("openRate"),
        meta: {
          align: "right",
          csv: (r: ShootStatsData) => (r.sent > 0 ? Math.round((r.opens / r.sent) * 10000) / 100 : null),
        },
        cell: ({ row }) => ratio(locale, row.original.sent > 0 ? row.original.opens / row.original.sent : null),
      },
      {
        id: "clicks",
        accessorFn: (r) => r.clicks,
        header: tk("clicks"),
        meta: { align: "right" },
        cell: ({ row }) => count(locale, row.original.clicks),
      },
      {
        id: "leads",
        accessorFn: (r) => r.leads,
        header: tk("leads"),
        meta: { align: "right" },
        cell: ({ row }) => count(locale, row.original.leads),
      },
    ];
    if (showRevenue)
      c.push({
        id: "revenue",
        accessorFn: (r) => r.revenue ?? 0,
        header: tk("revenue"),
        meta: { align: "right", label: `${tk("revenue")} (€)`, csv: (r: ShootStatsData) => euros(r.revenue) },
        cell: ({ row }) => money(locale, row.original.revenue),
      });
    if (showPayout)
      c.push({
        id: "payout",
        accessorFn: (r) => r.payout ?? 0,
        header: showRevenue ? tk("payout") : tk("earnings"),
        meta: {
          align: "right",
          label: `${showRevenue ? tk("payout") : tk("earnings")} (€)`,
          csv: (r: ShootStatsData) => euros(r.payout),
        },
        cell: ({ row }) => money(locale, row.original.payout),
      });
    return c;
  }, [t, tk, tst, locale, showRevenue, showPayout]);

  return (
    <div className="flex flex-col gap-6" data-testid="shoot-stats">
      {!campaignId && (
        <Card>
          <CardBody>
            <DateRangePicker value={range} onChange={(r) => startTransition(() => setRange(r))} />
          </CardBody>
        </Card>
      )}
      {error && !rows ? (
        <QueryError error={error} onRetry={() => startTransition(() => void refetch())} />
      ) : (
        <>
          {error && <QueryError error={error} onRetry={() => startTransition(() => void refetch())} />}
          <div
            aria-busy={loading}
            className={loading ? "flex flex-col gap-6 opacity-60 transition-opacity" : "flex flex-col gap-6"}
          >
            <KpiGrid label={t("kpis")}>
              <KpiCard
                id="shoot-sent"
                label={t("sent")}
                value={rows ? sum("sent") : null}
                display={rows ? count(locale, sum("sent")) : "…"}
                icon={Send}
              />
              <KpiCard
                id="shoot-opens"
                label={t("opens")}
                value={rows ? sum("opens") : null}
                display={rows ? count(locale, sum("opens")) : "…"}
                icon={Eye}
                detail={
                  rows && sum("sent") > 0
                    ? t("openRateDetail", { rate: ratio(locale, sum("opens") / sum("sent")) })
                    : undefined
                }
              />
              <KpiCard
                id="shoot-clicks"
                label={tk("clicks")}
                value={rows ? sum("clicks") : null}
                display={rows ? count(locale, sum("clicks")) : "…"}
                icon={MousePointerClick}
              />
              <KpiCard
                id="shoot-leads"
                label={tk("leads")}
                value={rows ? sum("leads") : null}
                display={rows ? count(locale, sum("leads")) : "…"}
                icon={UserPlus}
              />
            </KpiGrid>
            <Card>
              <CardHeader title={t("tableTitle")} description={t("window")} />
              <CardBody>
                <DataTable
                  testId="shoot-table"
                  columns={columns}
                  data={rows ?? []}
                  loading={!rows}
                  csvName={campaignId ? `shoots_campagne_${campaignId}` : `shoots_${range.from}_${range.to}`}
                  emptyText={t("empty")}
                  initialSorting={[{ id: "day", desc: true }]}
                  getRowId={(r) => String(r.id)}
                />
              </CardBody>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
