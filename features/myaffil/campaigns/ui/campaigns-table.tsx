"use client";

import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useMemo, type ReactNode } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDay, formatMoney, formatNumber } from "@/components/data/format";
import { StateBadge } from "@/features/myaffil/programs/ui/badges";
import { viewProgramHref, type Area } from "@/features/myaffil/programs/ui/areas";
import type { Campaign } from "@/features/myaffil/programs/ui/operations";
import { CampaignActions } from "./campaign-actions";
import { CopyButton } from "./copy-button";

/**
 * Campaigns as their managers see them (identifier, dates, budget, caps, visuals, actions), or as a
 * publisher sees them on a program page (tracking link when it may broadcast).
 */
export function CampaignsTable({
  area,
  campaigns,
  onChanged,
  showProgram,
  loading,
  toolbar,
  csvName = "campagnes",
  testId = "campaigns-table",
}: {
  area: Area;
  campaigns: Campaign[];
  onChanged: () => void;
  showProgram?: boolean;
  loading?: boolean;
  toolbar?: ReactNode;
  csvName?: string;
  testId?: string;
}) {
  const t = useTranslations("myaffilPrograms.campaigns");
  const tm = useTranslations("myaffilPrograms");
  const locale = useLocale();
  const columns = useMemo<DataColumn<Campaign>[]>(() => {
    const day = (d: string | null) => (d ? formatDay(locale, d, "short") + ` ${d.slice(0, 4)}` : "—");
    const cols: DataColumn<Campaign>[] = [
      {
        id: "name",
        accessorKey: "name",
        header: t("name"),
        cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
      },
    ];
    if (showProgram) {
      cols.push({
        id: "program",
        accessorKey: "programName",
        header: t("program"),
        cell: ({ row }) => (
          <Link
            href={viewProgramHref(area, row.original.programId)}
            className="text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-400"
          >
            {row.original.programName}
          </Link>
        ),
      });
      if (area === "admin")
        cols.push({
          id: "advertiser",
          accessorFn: (r) => r.advertiserName ?? `#${r.advertiserClientId}`,
          header: t("advertiser"),
        });
    }
    cols.push({
      id: "state",
      accessorFn: (r) => tm(`states.${r.state}`),
      header: t("state"),
      cell: ({ row }) => <StateBadge state={row.original.state} />,
    });
    cols.push({
      id: "startsOn",
      accessorFn: (r) => r.startsOn ?? "",
      header: t("startsOn"),
      cell: ({ row }) => day(row.original.startsOn),
    });
    cols.push({
      id: "endsOn",
      accessorFn: (r) => r.endsOn ?? "",
      header: t("endsOn"),
      cell: ({ row }) => day(row.original.endsOn),
    });
    if (area === "editeur") {
      cols.push({
        id: "link",
        accessorFn: (r) => r.trackingLink ?? "",
        header: t("trackingLink"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.trackingLink ? (
            <div className="flex items-center gap-2">
              <code className="max-w-[16rem] truncate text-xs">{row.original.trackingLink}</code>
              <CopyButton value={row.original.trackingLink} label={t("copyNamed", { name: row.original.name })} />
            </div>
          ) : (
            <span className="text-sm text-zinc-500">{t("linkAfterAcceptance")}</span>
          ),
      });
      return cols;
    }
    cols.push({
      id: "trackingId",
      accessorFn: (r) => r.trackingId ?? "",
      header: t("trackingId"),
      cell: ({ row }) => <code className="text-xs">{row.original.trackingId}</code>,
    });
    cols.push({
      id: "budget",
      accessorFn: (r) => r.budgetCents ?? -1,
      header: t("budget"),
      cell: ({ row }) =>
        row.original.budgetCents == null ? t("noCap") : formatMoney(locale, row.original.budgetCents),
      meta: { align: "right", csv: (r: Campaign) => (r.budgetCents == null ? null : r.budgetCents / 100) },
    });
    cols.push({
      id: "caps",
      accessorFn: (r) => r.dailyLeadCap ?? -1,
      header: t("caps"),
      cell: ({ row }) =>
        t("capsValue", {
          daily: row.original.dailyLeadCap == null ? "∞" : formatNumber(locale, row.original.dailyLeadCap),
          total: row.original.totalLeadCap == null ? "∞" : formatNumber(locale, row.original.totalLeadCap),
        }),
      meta: { align: "right", csv: (r: Campaign) => `${r.dailyLeadCap ?? ""}/${r.totalLeadCap ?? ""}` },
    });
    cols.push({ id: "visuals", accessorKey: "visualCount", header: t("visuals"), meta: { align: "right" } });
    cols.push({
      id: "actions",
      header: t("actions"),
      enableSorting: false,
      meta: { noCsv: true },
      cell: ({ row }) => (
        <CampaignActions
          campaign={row.original}
          role={area === "admin" ? "admin" : "advertiser"}
          onChanged={onChanged}
        />
      ),
    });
    return cols;
  }, [area, locale, onChanged, showProgram, t, tm]);
  return (
    <DataTable<Campaign>
      testId={testId}
      caption={t("caption")}
      columns={columns}
      data={campaigns}
      loading={loading}
      csvName={csvName}
      searchPlaceholder={t("search")}
      emptyText={t("empty")}
      getRowId={(r) => String(r.id)}
      toolbar={toolbar}
    />
  );
}
