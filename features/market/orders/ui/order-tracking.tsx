"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { AlertTriangle, Gauge, PlayCircle, Timer } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useMemo, useState, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatNumber } from "@/components/data/format";
import { Badge, KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ORDER_TRACKING, type TrackingRow } from "./operations";
import { OrderProgress } from "./order-bits";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { useOrderError } from "./use-order-error";

/** suivi_commandes: in-progress orders against their target, today's deliveries against the cap, late ones flagged. */
export function OrderTracking() {
  const t = useTranslations("marketOrders.tracking");
  const tl = useTranslations("marketOrders.list");
  const tt = useTranslations("marketOrders.saleTypes");
  const td = useTranslations("data");
  const locale = useLocale();
  const { explain } = useOrderError();
  const [lateOnly, setLateOnly] = useState(false);
  // Preloaded by the page on the server: the first HTML holds the tracked orders.
  const { data, error, refetch: refetchNow } = useSuspenseQuery(ORDER_TRACKING, { errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  const refetch = () => startTransition(() => void refetchNow());
  // The figures move with deliveries: refresh every minute, keeping the rows on screen meanwhile.
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => void refetchNow()), 60_000);
    return () => clearInterval(timer);
  }, [refetchNow]);
  const all = data?.suiviCommandes ?? [];
  const rows = lateOnly ? all.filter((r) => r.late) : all;

  const columns = useMemo<DataColumn<TrackingRow>[]>(
    () => [
      {
        id: "id",
        accessorFn: (r) => r.order.id,
        header: tl("id"),
        cell: ({ row }) => (
          <Link className="font-mono underline" href={`/weedomarket/admin/Commandes/${row.original.order.id}`}>
            #{row.original.order.id}
          </Link>
        ),
      },
      { id: "client", accessorFn: (r) => r.order.clientName, header: t("client") },
      {
        id: "category",
        accessorFn: (r) => `${r.order.categoryName} · ${tt(r.order.saleType)}`,
        header: tl("category"),
      },
      {
        id: "progress",
        accessorFn: (r) => r.order.delivered / r.order.totalVolume,
        header: t("target"),
        cell: ({ row }) => (
          <OrderProgress delivered={row.original.order.delivered} total={row.original.order.totalVolume} />
        ),
        meta: { csv: (r: TrackingRow) => `${r.order.delivered}/${r.order.totalVolume}` },
      },
      {
        id: "today",
        accessorFn: (r) => r.today,
        header: t("today"),
        cell: ({ row }) =>
          row.original.order.dailyCap
            ? t("todayOfCap", { today: row.original.today, cap: row.original.order.dailyCap })
            : formatNumber(locale, row.original.today),
        meta: {
          align: "right",
          csv: (r: TrackingRow) => (r.order.dailyCap ? `${r.today}/${r.order.dailyCap}` : r.today),
        },
      },
      {
        id: "last7",
        accessorFn: (r) => r.last7,
        header: t("last7"),
        cell: ({ row }) => t("ofExpected", { got: row.original.last7, expected: row.original.expected7 }),
        meta: { align: "right" },
      },
      {
        id: "lastDelivery",
        accessorFn: (r) => r.order.lastDeliveryAt ?? "",
        header: t("lastDelivery"),
        cell: ({ row }) =>
          row.original.order.lastDeliveryAt ? formatDate(locale, row.original.order.lastDeliveryAt) : "—",
      },
      {
        id: "late",
        accessorFn: (r) => (r.late ? t("late") : t("onTrack")),
        header: t("status"),
        cell: ({ row }) =>
          row.original.late ? (
            <Badge tone="danger" testId="late-badge">
              {t("late")}
            </Badge>
          ) : (
            <Badge tone="success">{t("onTrack")}</Badge>
          ),
      },
    ],
    [t, tl, tt, locale],
  );

  const late = all.filter((r) => r.late).length;
  const today = all.reduce((s, r) => s + r.today, 0);
  const capped = all.filter((r) => r.order.dailyCap != null && r.today >= r.order.dailyCap).length;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      {error && !data ? (
        <ErrorState title={t("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={refetch}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : (
        <>
          <KpiGrid label={t("kpis")}>
            <KpiCard
              id="tracking-running"
              icon={PlayCircle}
              label={t("running")}
              display={formatNumber(locale, all.length)}
              value={all.length}
            />
            <KpiCard
              id="tracking-today"
              icon={Timer}
              label={t("deliveredToday")}
              display={formatNumber(locale, today)}
              value={today}
            />
            <KpiCard
              id="tracking-capped"
              icon={Gauge}
              label={t("capReached")}
              display={formatNumber(locale, capped)}
              value={capped}
            />
            <KpiCard
              id="tracking-late"
              icon={AlertTriangle}
              label={t("lateOrders")}
              display={formatNumber(locale, late)}
              value={late}
              tone={late ? "warning" : "default"}
            />
          </KpiGrid>
          {all.length === 0 ? (
            <EmptyState icon={PlayCircle} title={t("emptyTitle")} text={t("emptyText")} />
          ) : (
            <PendingFrame pending={pending}>
              <DataTable
                testId="order-tracking"
                columns={columns}
                data={rows}
                csvName="suivi-commandes"
                searchPlaceholder={tl("search")}
                emptyText={t("noneLate")}
                initialSorting={[{ id: "late", desc: false }]}
                toolbar={
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" checked={lateOnly} onChange={(e) => setLateOnly(e.target.checked)} />
                    {t("lateOnly")}
                  </label>
                }
              />
            </PendingFrame>
          )}
        </>
      )}
    </div>
  );
}
