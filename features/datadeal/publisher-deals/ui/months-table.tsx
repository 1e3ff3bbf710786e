"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, dataColumns } from "@/components/data/data-table";
import { formatMoney, formatMonth, formatNumber } from "@/components/data/format";
import type { DatadealMonthRow } from "./operations";

const COUNTS = ["collected", "active", "unsubscribed", "bounced", "invalid", "payable"] as const;

/** One row per deal and month of consent: sort, search by source, 10 a page, CSV. */
export function DatadealMonthsTable({ rows, csvName }: { rows: DatadealMonthRow[]; csvName: string }) {
  const t = useTranslations("datadeal");
  const locale = useLocale();
  const columns = useMemo(() => {
    const col = dataColumns<DatadealMonthRow>();
    return [
      col.accessor("month", {
        header: t("columns.month"),
        cell: (c) => <span className="whitespace-nowrap">{formatMonth(locale, c.getValue(), "long")}</span>,
      }),
      col.accessor("source", { header: t("columns.source") }),
      ...COUNTS.map((k) =>
        col.accessor((r) => r.figures[k], {
          id: k,
          header: t(`columns.${k}`),
          meta: { align: "right" as const },
          cell: (c) => formatNumber(locale, c.getValue<number>()),
        }),
      ),
      col.accessor("priceCents", {
        header: t("columns.price"),
        meta: { align: "right", csv: (r: DatadealMonthRow) => (r.priceCents / 100).toFixed(2) },
        cell: (c) => formatMoney(locale, c.getValue()),
      }),
      col.accessor((r) => r.figures.earningsCents, {
        id: "earnings",
        header: t("columns.earnings"),
        meta: { align: "right", csv: (r: DatadealMonthRow) => (r.figures.earningsCents / 100).toFixed(2) },
        cell: (c) => formatMoney(locale, c.getValue<number>()),
      }),
    ];
  }, [t, locale]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      csvName={csvName}
      searchPlaceholder={t("months.search")}
      emptyText={t("months.empty")}
      getRowId={(r) => `${r.dealId}-${r.month}`}
      initialSorting={[{ id: "month", desc: true }]}
      testId="datadeal-months"
      caption={t("months.title")}
    />
  );
}
