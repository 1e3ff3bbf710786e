"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { Pencil, PhoneCall, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatNumber, formatPercent } from "@/components/data/format";
import { Badge, KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { PageHeader } from "@/components/ui/page-header";
import { forgetManivoxCalls } from "./manivox-cache";
import { ManivoxTagForm } from "./manivox-tag-form";
import { DELETE_MANIVOX_TAG, MANIVOX_TAGS, type ManivoxTagData } from "./operations";

/**
 * Admin `stats/Manivox_tags`: call-tracking numbers, their campaign and how many calls they got. The
 * list is read by the server page (ManivoxTagsScreen); after a change it is read again in a
 * transition, keeping the rows on screen meanwhile.
 */
export function ManivoxTagsView() {
  const t = useTranslations("myaffilTracking.manivox");
  const tc = useTranslations("myaffilTracking.common");
  const locale = useLocale();
  const { data, error, refetch } = useSuspenseQuery(MANIVOX_TAGS, { errorPolicy: "all" });
  const [loading, startTransition] = useTransition();
  const reload = () => startTransition(() => void refetch());
  const [remove] = useMutation(DELETE_MANIVOX_TAG, { update: forgetManivoxCalls });
  const [editing, setEditing] = useState<ManivoxTagData | "new" | null>(null);
  const tags = useMemo(() => data?.manivoxTags ?? [], [data]);
  const calls = tags.reduce((n, x) => n + x.calls, 0);
  const leads = tags.reduce((n, x) => n + x.leads, 0);

  const columns: DataColumn<ManivoxTagData>[] = [
    {
      id: "name",
      accessorKey: "name",
      header: t("name"),
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      id: "phoneNumber",
      accessorKey: "phoneNumber",
      header: t("phoneNumber"),
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.phoneNumber}</span>,
    },
    {
      id: "campaign",
      accessorFn: (r) => r.campaignName ?? "",
      header: t("campaign"),
      cell: ({ row }) =>
        row.original.campaignName ? (
          `${row.original.campaignName} (${row.original.trackingId})`
        ) : (
          <span className="text-zinc-500">{t("noCampaign")}</span>
        ),
    },
    {
      id: "active",
      accessorFn: (r) => (r.active ? t("activeYes") : t("activeNo")),
      header: t("state"),
      cell: ({ row }) => (
        <Badge tone={row.original.active ? "success" : "neutral"}>
          {row.original.active ? t("activeYes") : t("activeNo")}
        </Badge>
      ),
    },
    {
      id: "calls",
      accessorKey: "calls",
      header: t("calls"),
      meta: { align: "right" },
      cell: ({ row }) => formatNumber(locale, row.original.calls),
    },
    {
      id: "leads",
      accessorKey: "leads",
      header: t("leads"),
      meta: { align: "right" },
      cell: ({ row }) => formatNumber(locale, row.original.leads),
    },
    {
      id: "lastCall",
      accessorFn: (r) => r.lastCall ?? "",
      header: t("lastCall"),
      cell: ({ row }) => (row.original.lastCall ? formatDate(locale, row.original.lastCall) : "—"),
    },
    {
      id: "actions",
      header: tc("actions"),
      enableSorting: false,
      meta: { noCsv: true },
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          <Button asChild variant="ghost">
            <Link href={`/myaffil/admin/stats/manivox_calls?tag=${row.original.id}`}>{t("seeCalls")}</Link>
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => setEditing(row.original)}
            aria-label={t("editOf", { name: row.original.name })}
          >
            <Pencil className="size-4" aria-hidden />
          </Button>
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" aria-label={t("deleteOf", { name: row.original.name })}>
                <Trash2 className="size-4" aria-hidden />
              </Button>
            }
            title={t("deleteTitle")}
            description={t("deleteText", { name: row.original.name, calls: row.original.calls })}
            confirmLabel={t("delete")}
            destructive
            onConfirm={async () => {
              try {
                await remove({ variables: { id: row.original.id } });
                toast.success(t("deleted"));
                reload();
              } catch (e) {
                toast.error(t("deleteError"));
                throw e;
              }
            }}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("tagsTitle")}
        description={t("tagsDescription")}
        actions={
          <Button type="button" onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden />
            {t("newTag")}
          </Button>
        }
      />
      {error ? (
        <ErrorState title={tc("errorTitle")} text={tc("loadError")}>
          <Button variant="outline" onClick={reload}>
            {tc("retry")}
          </Button>
        </ErrorState>
      ) : (
        <div
          aria-busy={loading}
          className={loading ? "flex flex-col gap-6 opacity-60 transition-opacity" : "flex flex-col gap-6"}
        >
          <KpiGrid columns={3} label={t("kpis")}>
            <KpiCard
              id="manivox-tags"
              label={t("tagCount")}
              display={formatNumber(locale, tags.length)}
              value={tags.length}
              icon={PhoneCall}
              detail={t("activeCount", { n: tags.filter((x) => x.active).length })}
            />
            <KpiCard
              id="manivox-calls"
              label={t("calls")}
              display={formatNumber(locale, calls)}
              value={calls}
              icon={PhoneCall}
            />
            <KpiCard
              id="manivox-leads"
              label={t("leads")}
              display={formatNumber(locale, leads)}
              value={leads}
              icon={PhoneCall}
              detail={calls ? t("conversion", { pct: formatPercent(locale, leads / calls) }) : undefined}
            />
          </KpiGrid>
          <Card>
            <CardBody>
              <DataTable
                columns={columns}
                data={tags}
                csvName="manivox-tags"
                searchPlaceholder={t("searchTags")}
                emptyText={t("emptyTags")}
                getRowId={(r) => String(r.id)}
                testId="manivox-tags-table"
                caption={t("tagsTitle")}
              />
            </CardBody>
          </Card>
        </div>
      )}
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        {editing !== null && (
          <DialogContent title={editing === "new" ? t("newTag") : t("editTag")}>
            <ManivoxTagForm
              tag={editing === "new" ? null : editing}
              campaigns={data?.manivoxCampaigns ?? []}
              onDone={() => {
                setEditing(null);
                reload();
              }}
            />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
