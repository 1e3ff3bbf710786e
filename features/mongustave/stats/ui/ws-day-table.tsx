"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, dataColumns, type DataColumn } from "@/components/data/data-table";
import { formatDay, formatNumber, formatPercent } from "@/components/data/format";
import type { MgWsResponseDay } from "./operations";

/** One web service's response times per day (tempReponseWS, under its chart). */
export function WsDayTable({ rows, csvName }: { rows: MgWsResponseDay[]; csvName: string }) {
  const t = useTranslations("mongustaveAdmin");
  const locale = useLocale();
  const columns = useMemo(() => {
    const col = dataColumns<MgWsResponseDay>();
    const pct = (k: "p50Ms" | "p95Ms" | "p99Ms") =>
      col.accessor((r) => r[k] ?? -1, {
        id: k,
        header: t(`response.${k}`),
        meta: { align: "right", csv: (r: MgWsResponseDay) => (r[k] === null ? "" : Math.round(r[k])) },
        cell: (c) => {
          const v = c.row.original[k];
          return v === null ? "—" : `${formatNumber(locale, Math.round(v))} ms`;
        },
      });
    return [
      col.accessor("day", { header: t("columns.day"), cell: (c) => formatDay(locale, c.getValue(), "medium") }),
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
        meta: { align: "right", csv: (r: MgWsResponseDay) => r.errorRate.toFixed(4) },
        cell: (c) => formatPercent(locale, c.getValue()),
      }),
    ] as DataColumn<MgWsResponseDay>[];
  }, [t, locale]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      csvName={csvName}
      emptyText={t("response.empty")}
      getRowId={(r) => r.day}
      initialSorting={[{ id: "day", desc: true }]}
      testId="mg-ws-days"
      caption={t("response.daysCaption")}
    />
  );
}
