"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, dataColumns, type DataColumn } from "@/components/data/data-table";
import { formatNumber, formatPercent } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import type { MgWsResponseRow } from "./operations";

const msCell = (locale: string, v: number | null) => (v === null ? "—" : `${formatNumber(locale, Math.round(v))} ms`);
const msCsv = (v: number | null) => (v === null ? "" : Math.round(v));

/**
 * tempReponseWS's web services: percentiles, error rate and the slow / failing flags; the name links
 * to the page with that WS's daily chart (`chartHref`).
 */
export function WsResponseTable({
  rows,
  csvName,
  chartHref,
  selectedId,
}: {
  rows: MgWsResponseRow[];
  csvName: string;
  chartHref: Record<number, string>;
  selectedId: number | null;
}) {
  const t = useTranslations("mongustaveAdmin");
  const locale = useLocale();
  const columns = useMemo(() => {
    const col = dataColumns<MgWsResponseRow>();
    const pct = (k: "p50Ms" | "p95Ms" | "p99Ms") =>
      col.accessor((r) => r[k] ?? -1, {
        id: k,
        header: t(`response.${k}`),
        meta: { align: "right", csv: (r: MgWsResponseRow) => msCsv(r[k]) },
        cell: (c) => msCell(locale, c.row.original[k]),
      });
    return [
      col.accessor((r) => `${r.name} ${r.clientName}`, {
        id: "name",
        header: t("response.webService"),
        meta: { csv: (r: MgWsResponseRow) => r.name },
        cell: ({ row: { original: r } }) => (
          <span className="flex flex-col">
            <Link
              href={chartHref[r.webServiceId] ?? "#"}
              className="font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500"
              aria-current={r.webServiceId === selectedId ? "true" : undefined}
            >
              {r.name}
            </Link>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">{t(`products.${r.product}`)}</span>
          </span>
        ),
      }),
      col.accessor("clientName", { header: t("clients.client") }),
      col.accessor((r) => t(`wsStates.${r.state}`), { id: "state", header: t("response.state") }),
      col.accessor("settled", {
        header: t("response.settled"),
        meta: { align: "right" },
        cell: (c) => formatNumber(locale, c.getValue()),
      }),
      pct("p50Ms"),
      pct("p95Ms"),
      pct("p99Ms"),
      col.accessor("errorRate", {
        header: t("response.errorRate"),
        meta: { align: "right", csv: (r: MgWsResponseRow) => r.errorRate.toFixed(4) },
        cell: (c) => formatPercent(locale, c.getValue()),
      }),
      col.accessor((r) => (r.failing ? 2 : 0) + (r.slow ? 1 : 0), {
        id: "flags",
        header: t("response.flags"),
        meta: {
          csv: (r: MgWsResponseRow) => [r.slow ? "slow" : "", r.failing ? "failing" : ""].filter(Boolean).join(" "),
        },
        cell: ({ row: { original: r } }) => (
          <span className="flex flex-wrap gap-1" data-testid={`ws-flags-${r.webServiceId}`}>
            {r.failing && (
              <Badge tone="danger" testId="ws-flag-failing">
                {t("response.failing")}
              </Badge>
            )}
            {r.slow && (
              <Badge tone="warning" testId="ws-flag-slow">
                {t("response.slow")}
              </Badge>
            )}
            {!r.failing && !r.slow && <Badge tone="success">{t("response.ok")}</Badge>}
          </span>
        ),
      }),
    ] as DataColumn<MgWsResponseRow>[];
  }, [t, locale, chartHref, selectedId]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      csvName={csvName}
      searchPlaceholder={t("response.search")}
      emptyText={t("response.empty")}
      getRowId={(r) => String(r.webServiceId)}
      testId="mg-ws-response"
      caption={t("response.tableCaption")}
    />
  );
}
