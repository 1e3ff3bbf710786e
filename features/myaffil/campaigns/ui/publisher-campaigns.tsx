"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Link2 } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDay, formatMoney } from "@/components/data/format";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { StateBadge } from "@/features/myaffil/programs/ui/badges";
import { viewProgramHref } from "@/features/myaffil/programs/ui/areas";
import { PUBLISHER_CAMPAIGNS, type PublisherCampaign } from "@/features/myaffil/programs/ui/operations";
import { CopyButton } from "./copy-button";

/** Publisher campagnelist: the campaigns it may broadcast, each with its own tracking link to copy. */
export function PublisherCampaigns() {
  const t = useTranslations("myaffilPrograms.publisherCampaigns");
  const tm = useTranslations("myaffilPrograms");
  const td = useTranslations("data");
  const locale = useLocale();
  // Preloaded by the page: the first HTML holds the rows.
  const { data, error, refetch } = useSuspenseQuery(PUBLISHER_CAMPAIGNS, { errorPolicy: "all" });
  const [retrying, startRetry] = useTransition();
  const rows = useMemo(() => data?.myaffilPublisherCampaigns ?? [], [data]);
  const columns = useMemo<DataColumn<PublisherCampaign>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("name"),
        cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
      },
      {
        id: "program",
        accessorKey: "programName",
        header: t("program"),
        cell: ({ row }) => (
          <Link
            href={viewProgramHref("editeur", row.original.programId)}
            className="text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-400"
          >
            {row.original.programName}
          </Link>
        ),
      },
      {
        id: "state",
        accessorFn: (r) => tm(`states.${r.state}`),
        header: t("state"),
        cell: ({ row }) => <StateBadge state={row.original.state} />,
      },
      {
        id: "payout",
        accessorKey: "publisherPayoutCents",
        header: t("payout"),
        cell: ({ row }) => `${formatMoney(locale, row.original.publisherPayoutCents)} ${row.original.model}`,
        meta: { align: "right", csv: (r: PublisherCampaign) => r.publisherPayoutCents / 100 },
      },
      {
        id: "period",
        accessorFn: (r) => r.startsOn ?? "",
        header: t("period"),
        cell: ({ row }) => {
          const d = (v: string | null) => (v ? formatDay(locale, v, "short") + ` ${v.slice(0, 4)}` : "…");
          return `${d(row.original.startsOn)} → ${d(row.original.endsOn)}`;
        },
        meta: { csv: (r: PublisherCampaign) => `${r.startsOn ?? ""} ${r.endsOn ?? ""}`.trim() },
      },
      {
        id: "caps",
        accessorFn: (r) => r.dailyLeadCap ?? -1,
        header: t("dailyCap"),
        cell: ({ row }) => (row.original.dailyLeadCap == null ? "∞" : row.original.dailyLeadCap),
        meta: { align: "right" },
      },
      {
        id: "link",
        accessorKey: "trackingLink",
        header: t("trackingLink"),
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex items-center gap-2">
            <code className="max-w-[18rem] truncate text-xs" title={row.original.trackingLink}>
              {row.original.trackingLink}
            </code>
            <CopyButton
              value={row.original.trackingLink}
              label={t("copyNamed", { name: row.original.name })}
              withText
            />
          </div>
        ),
      },
    ],
    [locale, t, tm],
  );

  return (
    <div className="flex flex-col">
      <PageHeader title={t("title")} description={t("description")} />
      {error && !data ? (
        <ErrorState title={t("errorTitle")} text={td("loadError")}>
          <Button variant="outline" disabled={retrying} onClick={() => startRetry(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : rows.length === 0 ? (
        <EmptyState icon={Link2} title={t("emptyTitle")} text={t("emptyText")}>
          <Button asChild variant="outline">
            <Link href="/myaffil/editeur/prgramslist">{t("browsePrograms")}</Link>
          </Button>
        </EmptyState>
      ) : (
        <Card>
          <CardBody>
            <DataTable<PublisherCampaign>
              testId="publisher-campaigns"
              caption={t("title")}
              columns={columns}
              data={rows}
              csvName="mes-campagnes"
              searchPlaceholder={t("search")}
              emptyText={t("emptyTitle")}
              getRowId={(r) => String(r.id)}
            />
          </CardBody>
        </Card>
      )}
    </div>
  );
}
