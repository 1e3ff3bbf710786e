"use client";

import { useQuery } from "@apollo/client/react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, defaultRange, type DayRange } from "@/components/data/date-range";
import { formatDate } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { Card, CardBody } from "@/components/ui/card";
import { count, euros, money } from "./format";
import { PERF_PUBLISHER_EXTRACT, type PublisherExtractData } from "./operations";
import { QueryError } from "./query-error";

/** Every publisher with its contact, supports and figures over a range, for a CSV extract. */
export function PublisherExtractView() {
  const t = useTranslations("myaffilStats.extract");
  const tk = useTranslations("myaffilStats.kpi");
  const locale = useLocale();
  const [range, setRange] = useState<DayRange>(() => defaultRange(30));
  const { data, previousData, loading, error, refetch } = useQuery(PERF_PUBLISHER_EXTRACT, { variables: range });
  const rows = (data ?? previousData)?.myaffilPublisherExtract;
  const columns = useMemo<DataColumn<PublisherExtractData>[]>(
    () => [
      { id: "clientId", accessorFn: (r) => r.clientId, header: t("clientId") },
      {
        id: "society",
        accessorFn: (r) => r.society,
        header: t("society"),
        cell: ({ row }) => (
          <Link className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-400" href={`/myaffil/admin/stats_globales_editeur/${row.original.clientId}/${encodeURIComponent(row.original.society || String(row.original.clientId))}`}>
            {row.original.society || "—"}
          </Link>
        ),
      },
      { id: "contact", accessorFn: (r) => `${r.firstName} ${r.lastName}`, header: t("contact") },
      { id: "email", accessorFn: (r) => r.email, header: t("email") },
      { id: "phone", accessorFn: (r) => r.phone ?? "", header: t("phone") },
      { id: "status", accessorFn: (r) => t(`status.${r.status}`), header: t("statusLabel"), cell: ({ row }) => <Badge tone={row.original.status === "active" ? "success" : "neutral"}>{t(`status.${row.original.status}`)}</Badge> },
      { id: "createdAt", accessorFn: (r) => r.createdAt.slice(0, 10), header: t("createdAt"), cell: ({ row }) => formatDate(locale, row.original.createdAt) },
      { id: "supports", accessorFn: (r) => r.supports, header: t("supports"), meta: { align: "right" } },
      { id: "clicks", accessorFn: (r) => r.clicks, header: tk("clicks"), meta: { align: "right" }, cell: ({ row }) => count(locale, row.original.clicks) },
      { id: "leads", accessorFn: (r) => r.leads, header: tk("leads"), meta: { align: "right" }, cell: ({ row }) => count(locale, row.original.leads) },
      { id: "validLeads", accessorFn: (r) => r.validLeads, header: tk("validLeads"), meta: { align: "right" }, cell: ({ row }) => count(locale, row.original.validLeads) },
      { id: "payout", accessorFn: (r) => r.payout, header: tk("payout"), meta: { align: "right", label: `${tk("payout")} (€)`, csv: (r: PublisherExtractData) => euros(r.payout) }, cell: ({ row }) => money(locale, row.original.payout) },
      { id: "revenue", accessorFn: (r) => r.revenue, header: tk("revenue"), meta: { align: "right", label: `${tk("revenue")} (€)`, csv: (r: PublisherExtractData) => euros(r.revenue) }, cell: ({ row }) => money(locale, row.original.revenue) },
    ],
    [t, tk, locale],
  );
  return (
    <div className="flex flex-col gap-6" data-testid="publisher-extract">
      <Card>
        <CardBody>
          <DateRangePicker value={range} onChange={setRange} />
        </CardBody>
      </Card>
      {error && !rows ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <Card>
          <CardBody>
            <DataTable
              testId="extract-table"
              columns={columns}
              data={rows ?? []}
              loading={!rows && loading}
              csvName={`editeurs_${range.from}_${range.to}`}
              emptyText={t("empty")}
              searchPlaceholder={t("search")}
              initialSorting={[{ id: "leads", desc: true }]}
              getRowId={(r) => String(r.userId)}
            />
          </CardBody>
        </Card>
      )}
    </div>
  );
}
