"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { Euro, Pencil, Target, Users } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatMoney, formatMonth, formatNumber, formatPercent } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { OBJECTIVES, SET_OBJECTIVE, type ObjectiveData } from "./operations";
import { Progress } from "./progress";

interface Draft {
  leads: string;
  revenue: string;
}

/**
 * Admin `objectifs`: each advertiser's monthly targets against the month's actual leads and revenue.
 * The opening month (Europe/Paris) and its rows come from the server page (ObjectivesScreen).
 */
export function ObjectivesView({ initialMonth }: { initialMonth: string }) {
  const t = useTranslations("myaffilTracking.objectives");
  const tc = useTranslations("myaffilTracking.common");
  const locale = useLocale();
  const monthId = useId();
  const [month, setMonth] = useState(initialMonth);
  // Another month keeps the current rows on screen (dimmed) until its answer arrives.
  const [loading, startTransition] = useTransition();
  const { data, error, refetch } = useSuspenseQuery(OBJECTIVES, { variables: { month }, errorPolicy: "all" });
  const retry = () => startTransition(() => void refetch());
  const [save, { loading: saving }] = useMutation(SET_OBJECTIVE);
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>({ leads: "", revenue: "" });
  const rows = useMemo(() => data?.objectives ?? [], [data]);

  const totals = useMemo(
    () =>
      rows.reduce(
        (a, r) => ({
          targetLeads: a.targetLeads + r.targetLeads,
          validLeads: a.validLeads + r.validLeads,
          targetRevenue: a.targetRevenue + r.targetRevenue,
          revenue: a.revenue + r.revenue,
        }),
        { targetLeads: 0, validLeads: 0, targetRevenue: 0, revenue: 0 },
      ),
    [rows],
  );

  const startEdit = (r: ObjectiveData) => {
    setEditing(r.advertiserClientId);
    setDraft({ leads: String(r.targetLeads), revenue: String(r.targetRevenue / 100) });
  };

  const commit = async (r: ObjectiveData) => {
    const targetLeads = Number(draft.leads);
    const euros = Number(draft.revenue.replace(",", "."));
    if (!Number.isInteger(targetLeads) || targetLeads < 0 || !Number.isFinite(euros) || euros < 0) {
      toast.error(t("invalid"));
      return;
    }
    try {
      await save({
        variables: {
          input: {
            advertiserClientId: r.advertiserClientId,
            month,
            targetLeads,
            targetRevenueCents: Math.round(euros * 100),
          },
        },
      });
      toast.success(t("saved", { name: r.society || `#${r.advertiserClientId}` }));
      setEditing(null);
      retry();
    } catch {
      toast.error(t("saveError"));
    }
  };

  const columns = useMemo<DataColumn<ObjectiveData>[]>(
    () => [
      {
        id: "society",
        accessorFn: (r) => r.society || `#${r.advertiserClientId}`,
        header: t("advertiser"),
        cell: ({ row }) => (
          <span>
            <span className="font-medium">{row.original.society || "—"}</span>{" "}
            <span className="text-xs text-zinc-500">#{row.original.advertiserClientId}</span>
          </span>
        ),
      },
      {
        id: "targetLeads",
        accessorKey: "targetLeads",
        header: t("targetLeads"),
        meta: { align: "right" },
        cell: ({ row }) =>
          editing === row.original.advertiserClientId ? (
            <Input
              aria-label={t("targetLeadsOf", { name: row.original.society })}
              inputMode="numeric"
              className="w-24 text-right"
              value={draft.leads}
              onChange={(e) => setDraft((d) => ({ ...d, leads: e.target.value }))}
              onKeyDown={(e) => e.key === "Enter" && void commit(row.original)}
            />
          ) : (
            formatNumber(locale, row.original.targetLeads)
          ),
      },
      {
        id: "validLeads",
        accessorKey: "validLeads",
        header: t("validLeads"),
        meta: { align: "right" },
        cell: ({ row }) => formatNumber(locale, row.original.validLeads),
      },
      {
        id: "leads",
        accessorKey: "leads",
        header: t("leads"),
        meta: { align: "right" },
        cell: ({ row }) => formatNumber(locale, row.original.leads),
      },
      {
        id: "leadProgress",
        accessorFn: (r) => (r.targetLeads ? r.validLeads / r.targetLeads : 0),
        header: t("leadProgress"),
        meta: {
          csv: (r: ObjectiveData) => (r.targetLeads ? Math.round((r.validLeads / r.targetLeads) * 1000) / 10 : null),
        },
        cell: ({ row }) => (
          <Progress
            actual={row.original.validLeads}
            target={row.original.targetLeads}
            locale={locale}
            label={t("leadProgressOf", { name: row.original.society })}
          />
        ),
      },
      {
        id: "targetRevenue",
        accessorKey: "targetRevenue",
        header: t("targetRevenue"),
        meta: { align: "right", csv: (r: ObjectiveData) => r.targetRevenue / 100 },
        cell: ({ row }) =>
          editing === row.original.advertiserClientId ? (
            <Input
              aria-label={t("targetRevenueOf", { name: row.original.society })}
              inputMode="decimal"
              className="w-28 text-right"
              value={draft.revenue}
              onChange={(e) => setDraft((d) => ({ ...d, revenue: e.target.value }))}
              onKeyDown={(e) => e.key === "Enter" && void commit(row.original)}
            />
          ) : (
            formatMoney(locale, row.original.targetRevenue)
          ),
      },
      {
        id: "revenue",
        accessorKey: "revenue",
        header: t("revenue"),
        meta: { align: "right", csv: (r: ObjectiveData) => r.revenue / 100 },
        cell: ({ row }) => formatMoney(locale, row.original.revenue),
      },
      {
        id: "revenueProgress",
        accessorFn: (r) => (r.targetRevenue ? r.revenue / r.targetRevenue : 0),
        header: t("revenueProgress"),
        meta: {
          csv: (r: ObjectiveData) => (r.targetRevenue ? Math.round((r.revenue / r.targetRevenue) * 1000) / 10 : null),
        },
        cell: ({ row }) => (
          <Progress
            actual={row.original.revenue}
            target={row.original.targetRevenue}
            locale={locale}
            label={t("revenueProgressOf", { name: row.original.society })}
          />
        ),
      },
      {
        id: "actions",
        header: tc("actions"),
        enableSorting: false,
        meta: { noCsv: true },
        cell: ({ row }) =>
          editing === row.original.advertiserClientId ? (
            <div className="flex gap-1">
              <Button type="button" onClick={() => void commit(row.original)} disabled={saving}>
                {tc("save")}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setEditing(null)}>
                {tc("cancel")}
              </Button>
            </div>
          ) : (
            <Button
              type="button"
              variant="outline"
              onClick={() => startEdit(row.original)}
              aria-label={t("editOf", { name: row.original.society || `#${row.original.advertiserClientId}` })}
            >
              <Pencil className="size-4" aria-hidden />
              {t("edit")}
            </Button>
          ),
      },
    ],
    [editing, draft, locale, saving, month],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <div className="flex flex-col gap-1">
            <Label htmlFor={monthId}>{t("month")}</Label>
            <Input
              id={monthId}
              type="month"
              value={month}
              onChange={(e) => {
                const next = e.target.value;
                if (!next) return;
                setEditing(null);
                startTransition(() => setMonth(next));
              }}
              className="w-44"
            />
          </div>
        }
      />
      {error ? (
        <ErrorState title={tc("errorTitle")} text={tc("loadError")}>
          <Button variant="outline" onClick={retry}>
            {tc("retry")}
          </Button>
        </ErrorState>
      ) : (
        <div
          aria-busy={loading}
          className={loading ? "flex flex-col gap-6 opacity-60 transition-opacity" : "flex flex-col gap-6"}
        >
          <KpiGrid label={t("kpis", { month: formatMonth(locale, month, "long") })}>
            <KpiCard
              id="objectives-target-leads"
              label={t("targetLeads")}
              display={formatNumber(locale, totals.targetLeads)}
              value={totals.targetLeads}
              icon={Target}
            />
            <KpiCard
              id="objectives-valid-leads"
              label={t("validLeads")}
              display={formatNumber(locale, totals.validLeads)}
              value={totals.validLeads}
              icon={Users}
              detail={
                totals.targetLeads
                  ? t("ofTarget", { pct: formatPercent(locale, totals.validLeads / totals.targetLeads) })
                  : undefined
              }
            />
            <KpiCard
              id="objectives-target-revenue"
              label={t("targetRevenue")}
              display={formatMoney(locale, totals.targetRevenue)}
              value={totals.targetRevenue}
              icon={Target}
            />
            <KpiCard
              id="objectives-revenue"
              label={t("revenue")}
              display={formatMoney(locale, totals.revenue)}
              value={totals.revenue}
              icon={Euro}
              detail={
                totals.targetRevenue
                  ? t("ofTarget", { pct: formatPercent(locale, totals.revenue / totals.targetRevenue) })
                  : undefined
              }
            />
          </KpiGrid>
          <Card>
            <CardBody>
              <DataTable
                columns={columns}
                data={rows}
                csvName={`objectifs-${month}`}
                searchPlaceholder={t("search")}
                emptyText={t("empty")}
                loading={!data}
                getRowId={(r) => String(r.advertiserClientId)}
                testId="objectives-table"
                caption={t("caption", { month: formatMonth(locale, month, "long") })}
              />
            </CardBody>
          </Card>
        </div>
      )}
    </div>
  );
}
