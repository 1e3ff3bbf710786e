"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, dataColumns, type DataColumn } from "@/components/data/data-table";
import { formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import type { MgClientStatsRow } from "./operations";

/** statClientsGustave's table: one row per client, by revenue; sort, search, 10 a page, CSV. */
export function ClientStatsTable({ rows, csvName }: { rows: MgClientStatsRow[]; csvName: string }) {
  const t = useTranslations("mongustaveAdmin");
  const locale = useLocale();
  const columns = useMemo(() => {
    const col = dataColumns<MgClientStatsRow>();
    const count = (k: "delivered" | "leadsBought") =>
      col.accessor(k, {
        header: t(`clients.${k}`),
        meta: { align: "right" },
        cell: (c) => formatNumber(locale, c.getValue()),
      });
    return [
      // Name and e-mail in one accessor: the search box finds a client by either; the CSV keeps the name.
      col.accessor((r) => `${r.name} ${r.email}`, {
        id: "name",
        header: t("clients.client"),
        meta: { csv: (r: MgClientStatsRow) => r.name },
        cell: (c) => (
          <span className="flex flex-col">
            <span className="font-medium">{c.row.original.name}</span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">{c.row.original.email}</span>
          </span>
        ),
      }),
      col.accessor("wsCount", {
        header: t("clients.wsCount"),
        meta: { align: "right" },
        cell: (c) => t("clients.wsActive", { count: c.getValue(), active: c.row.original.activeWsCount }),
      }),
      count("delivered"),
      count("leadsBought"),
      col.accessor("acceptanceRate", {
        header: t("volumes.acceptanceRate"),
        meta: { align: "right", csv: (r: MgClientStatsRow) => r.acceptanceRate.toFixed(4) },
        cell: (c) => formatPercent(locale, c.getValue()),
      }),
      col.accessor("revenueCents", {
        header: t("volumes.revenue"),
        meta: { align: "right", csv: (r: MgClientStatsRow) => (r.revenueCents / 100).toFixed(2) },
        cell: (c) => formatMoney(locale, c.getValue()),
      }),
      col.accessor("share", {
        header: t("clients.share"),
        meta: { align: "right", csv: (r: MgClientStatsRow) => r.share.toFixed(4) },
        cell: (c) => (
          <span className="inline-flex items-center justify-end gap-2">
            <span aria-hidden className="h-1.5 w-16 overflow-hidden rounded bg-zinc-200 dark:bg-zinc-800">
              <span className="block h-full bg-emerald-600" style={{ width: `${Math.round(c.getValue() * 100)}%` }} />
            </span>
            {formatPercent(locale, c.getValue())}
          </span>
        ),
      }),
    ] as DataColumn<MgClientStatsRow>[];
  }, [t, locale]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      csvName={csvName}
      searchPlaceholder={t("clients.search")}
      emptyText={t("clients.empty")}
      getRowId={(r) => String(r.clientId)}
      initialSorting={[{ id: "revenueCents", desc: true }]}
      testId="mg-client-stats"
      caption={t("statClients.title")}
    />
  );
}
