"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable, dataColumns, type DataColumn } from "@/components/data/data-table";
import { formatMoney, formatMonth, formatPercent } from "@/components/data/format";
import type { MgMarginRow } from "./operations";

const euros = (cents: number) => (cents / 100).toFixed(2);

/** stats_mg's table: one row per month and product (cost, revenue, margin, margin rate), CSV. */
export function MarginTable({ rows, csvName }: { rows: MgMarginRow[]; csvName: string }) {
  const t = useTranslations("mongustaveAdmin");
  const locale = useLocale();
  const columns = useMemo(() => {
    const col = dataColumns<MgMarginRow>();
    const money = (k: "costCents" | "revenueCents" | "marginCents") =>
      col.accessor(k, {
        header: t(`margin.${k}`),
        meta: { align: "right", csv: (r: MgMarginRow) => euros(r[k]) },
        cell: (c) => (
          <span className={k === "marginCents" && c.getValue() < 0 ? "text-red-700 dark:text-red-400" : undefined}>
            {formatMoney(locale, c.getValue())}
          </span>
        ),
      });
    return [
      col.accessor("month", { header: t("columns.month"), cell: (c) => formatMonth(locale, c.getValue(), "long") }),
      col.accessor((r) => t(`products.${r.product}`), {
        id: "product",
        header: t("columns.product"),
        meta: { csv: (r: MgMarginRow) => r.product },
      }),
      money("costCents"),
      money("revenueCents"),
      money("marginCents"),
      col.accessor("marginRate", {
        header: t("margin.marginRate"),
        meta: { align: "right", csv: (r: MgMarginRow) => r.marginRate.toFixed(4) },
        cell: (c) => formatPercent(locale, c.getValue()),
      }),
    ] as DataColumn<MgMarginRow>[];
  }, [t, locale]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      csvName={csvName}
      searchPlaceholder={t("margin.search")}
      emptyText={t("margin.empty")}
      getRowId={(r) => `${r.month}-${r.product}`}
      initialSorting={[{ id: "month", desc: true }]}
      testId="mg-margin-table"
      caption={t("margin.tableTitle")}
    />
  );
}
