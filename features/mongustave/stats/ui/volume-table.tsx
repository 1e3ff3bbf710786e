"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, dataColumns, type DataColumn } from "@/components/data/data-table";
import { formatMoney, formatNumber, formatPercent } from "@/components/data/format";

export interface VolumeRow {
  /** The day YYYY-MM-DD or the product code (sorts and exports as is). */
  key: string;
  /** What the first column shows (a formatted day, a product's name). */
  label: string;
  leadsIn: number;
  delivered: number;
  settled: number;
  accepted: number;
  refused: number;
  failed: number;
  acceptanceRate: number;
  revenueCents: number;
}

/** statGustave's tables (by product, by day): sortable, searchable, 10 a page, CSV of the shown columns. */
export function VolumeTable({
  rows,
  firstHeader,
  csvName,
  testId,
}: {
  rows: VolumeRow[];
  firstHeader: string;
  csvName: string;
  testId: string;
}) {
  const t = useTranslations("mongustaveAdmin.volumes");
  const locale = useLocale();
  const columns = useMemo(() => {
    const col = dataColumns<VolumeRow>();
    const count = (k: "leadsIn" | "delivered" | "accepted" | "refused" | "failed") =>
      col.accessor(k, { header: t(k), meta: { align: "right" }, cell: (c) => formatNumber(locale, c.getValue()) });
    return [
      col.accessor("key", {
        header: firstHeader,
        cell: (c) => <span className="font-medium">{c.row.original.label}</span>,
        meta: { csv: (r: VolumeRow) => r.key },
      }),
      count("leadsIn"),
      count("delivered"),
      count("accepted"),
      count("refused"),
      count("failed"),
      col.accessor("acceptanceRate", {
        header: t("acceptanceRate"),
        meta: { align: "right", csv: (r: VolumeRow) => r.acceptanceRate.toFixed(4) },
        cell: (c) => formatPercent(locale, c.getValue()),
      }),
      col.accessor("revenueCents", {
        header: t("revenue"),
        meta: { align: "right", csv: (r: VolumeRow) => (r.revenueCents / 100).toFixed(2) },
        cell: (c) => formatMoney(locale, c.getValue()),
      }),
    ] as DataColumn<VolumeRow>[];
  }, [t, locale, firstHeader]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      csvName={csvName}
      emptyText={t("empty")}
      getRowId={(r) => r.key}
      testId={testId}
      caption={firstHeader}
    />
  );
}
