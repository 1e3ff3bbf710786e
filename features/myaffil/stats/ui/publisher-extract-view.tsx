"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { formatDate } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { Card, CardBody } from "@/components/ui/card";
import { count, euros, money } from "./format";
import { PERF_PUBLISHER_EXTRACT, type PublisherExtractData } from "./operations";
import { QueryError } from "./query-error";
import { publisherExtractVariables } from "./range-screens-input";
import { isMessageKey } from "@/lib/i18n/keys";

/**
 * Every publisher with its contact, supports and figures over a range, for a CSV extract. The first
 * range's rows come from the server page's preload (PublisherExtractScreen).
 */
export function PublisherExtractView({ initialRange }: { initialRange: DayRange }) {
  const t = useTranslations("myaffilStats.extract");
  const tk = useTranslations("myaffilStats.kpi");
  const ts = useTranslations("myaffilStats.extract.status");
  const locale = useLocale();
  const [range, setRange] = useState<DayRange>(initialRange);
  // A new range keeps the current rows on screen (dimmed) until its answer arrives.
  const [loading, startTransition] = useTransition();
  const { data, error, refetch } = useSuspenseQuery(PERF_PUBLISHER_EXTRACT, {
    variables: publisherExtractVariables(range),
    errorPolicy: "all",
  });
  const rows = data?.myaffilPublisherExtract;
  const retry = () => startTransition(() => void refetch());
  const columns = useMemo<DataColumn<PublisherExtractData>[]>(() => {
    // A status the catalogue does not know yet is shown as the API names it.
    const statusText = (s: string) => (isMessageKey(ts, s) ? ts(s) : s);
    return [
      { id: "clientId", accessorFn: (r) => r.clientId, header: t("clientId") },
      {
        id: "society",
        accessorFn: (r) => r.society,
        header: t("society"),
        cell: ({ row }) => (
          <Link
            className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-400"
            href={`/myaffil/admin/stats_globales_editeur/${row.original.clientId}/${encodeURIComponent(row.original.society || String(row.original.clientId))}`}
          >
            {row.original.society || "—"}
          </Link>
        ),
      },
      { id: "contact", accessorFn: (r) => `${r.firstName} ${r.lastName}`, header: t("contact") },
      { id: "email", accessorFn: (r) => r.email, header: t("email") },
      { id: "phone", accessorFn: (r) => r.phone ?? "", header: t("phone") },
      {
        id: "status",
        accessorFn: (r) => statusText(r.status),
        header: t("statusLabel"),
        cell: ({ row }) => (
          <Badge tone={row.original.status === "active" ? "success" : "neutral"}>
            {statusText(row.original.status)}
          </Badge>
        ),
      },
      {
        id: "createdAt",
        accessorFn: (r) => r.createdAt.slice(0, 10),
        header: t("createdAt"),
        cell: ({ row }) => formatDate(locale, row.original.createdAt),
      },
      { id: "supports", accessorFn: (r) => r.supports, header: t("supports"), meta: { align: "right" } },
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
      {
        id: "validLeads",
        accessorFn: (r) => r.validLeads,
        header: tk("validLeads"),
        meta: { align: "right" },
        cell: ({ row }) => count(locale, row.original.validLeads),
      },
      {
        id: "payout",
        accessorFn: (r) => r.payout,
        header: tk("payout"),
        meta: { align: "right", label: `${tk("payout")} (€)`, csv: (r: PublisherExtractData) => euros(r.payout) },
        cell: ({ row }) => money(locale, row.original.payout),
      },
      {
        id: "revenue",
        accessorFn: (r) => r.revenue,
        header: tk("revenue"),
        meta: { align: "right", label: `${tk("revenue")} (€)`, csv: (r: PublisherExtractData) => euros(r.revenue) },
        cell: ({ row }) => money(locale, row.original.revenue),
      },
    ];
  }, [t, tk, ts, locale]);
  return (
    <div className="flex flex-col gap-6" data-testid="publisher-extract">
      <Card>
        <CardBody>
          <DateRangePicker value={range} onChange={(r) => startTransition(() => setRange(r))} />
        </CardBody>
      </Card>
      {error && !rows ? (
        <QueryError error={error} onRetry={retry} />
      ) : (
        <Card>
          <CardBody aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
            <DataTable
              testId="extract-table"
              columns={columns}
              data={rows ?? []}
              loading={!rows}
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
