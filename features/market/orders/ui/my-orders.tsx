"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Ban, CheckCircle2, ClipboardList, PauseCircle, PlayCircle, Plus, type LucideIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useMemo, useState, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatMoney } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { MY_ORDERS, type MarketOrder, type OrderState } from "./operations";
import { OrderActions, OrderProgress, OrderStateBadge, useCriteriaText, useScheduleText } from "./order-bits";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { useOrderError } from "./use-order-error";
import { MY_ORDERS_VARIABLES } from "./variables";

const STATES: OrderState[] = ["in_progress", "paused", "completed", "cancelled"];
const STATE_ICON: Record<OrderState, LucideIcon> = {
  in_progress: PlayCircle,
  paused: PauseCircle,
  completed: CheckCircle2,
  cancelled: Ban,
};

/** mesCommandes: the advertiser's orders, by state, with their progress and actions. */
export function MyOrders() {
  const t = useTranslations("marketOrders.list");
  const ts = useTranslations("marketOrders.states");
  const tt = useTranslations("marketOrders.saleTypes");
  const td = useTranslations("data");
  const locale = useLocale();
  const { explain } = useOrderError();
  const [state, setState] = useState<OrderState | "">("");
  // Preloaded by the page on the server with the same variables: the first HTML holds the orders.
  const {
    data,
    error,
    refetch: refetchNow,
  } = useSuspenseQuery(MY_ORDERS, { variables: MY_ORDERS_VARIABLES, errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  const refetch = useMemo(() => () => startTransition(() => void refetchNow()), [refetchNow]);
  const schedule = useScheduleText();
  const criteria = useCriteriaText();
  const all = data?.mesCommandes ?? [];
  const rows = state ? all.filter((o) => o.state === state) : all;

  const columns = useMemo<DataColumn<MarketOrder>[]>(
    () => [
      {
        id: "id",
        accessorKey: "id",
        header: t("id"),
        cell: ({ row }) => <span className="font-mono">#{row.original.id}</span>,
      },
      {
        id: "createdAt",
        accessorKey: "createdAt",
        header: t("createdAt"),
        cell: ({ row }) => formatDate(locale, row.original.createdAt),
        meta: { csv: (r: MarketOrder) => r.createdAt.slice(0, 10) },
      },
      {
        id: "category",
        accessorKey: "categoryName",
        header: t("category"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.original.categoryName}</span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">{criteria(row.original.criteria)}</span>
          </div>
        ),
      },
      { id: "saleType", accessorFn: (r) => tt(r.saleType), header: t("saleType") },
      {
        id: "progress",
        accessorFn: (r) => r.delivered / r.totalVolume,
        header: t("progress"),
        cell: ({ row }) => <OrderProgress delivered={row.original.delivered} total={row.original.totalVolume} />,
        meta: { csv: (r: MarketOrder) => `${r.delivered}/${r.totalVolume}` },
      },
      {
        id: "schedule",
        accessorFn: (r) => schedule(r),
        header: t("schedule"),
        cell: ({ row }) => <span className="text-xs">{schedule(row.original)}</span>,
      },
      {
        id: "unitPrice",
        accessorKey: "unitPriceCents",
        header: t("unitPrice"),
        cell: ({ row }) => formatMoney(locale, row.original.unitPriceCents),
        meta: { align: "right", csv: (r: MarketOrder) => (r.unitPriceCents / 100).toFixed(2) },
      },
      {
        id: "spent",
        accessorKey: "spentCents",
        header: t("spent"),
        cell: ({ row }) => formatMoney(locale, row.original.spentCents),
        meta: { align: "right", csv: (r: MarketOrder) => (r.spentCents / 100).toFixed(2) },
      },
      {
        id: "state",
        accessorFn: (r) => ts(r.state),
        header: t("state"),
        cell: ({ row }) => <OrderStateBadge state={row.original.state} />,
      },
      {
        id: "actions",
        header: t("actions"),
        enableSorting: false,
        meta: { noCsv: true },
        cell: ({ row }) => (
          <OrderActions
            order={row.original}
            editHref={`/weedomarket/annonceur/creeCommande/${row.original.id}`}
            onDone={refetch}
          />
        ),
      },
    ],
    [t, tt, ts, locale, schedule, criteria, refetch],
  );

  const count = (s: OrderState) => all.filter((o) => o.state === s).length;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Button asChild>
            <Link href="/weedomarket/annonceur/creeCommande">
              <Plus className="size-4" aria-hidden /> {t("new")}
            </Link>
          </Button>
        }
      />
      {error && !data ? (
        <ErrorState title={t("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={refetch}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : (
        <>
          <KpiGrid label={t("kpis")}>
            {STATES.map((s) => (
              <KpiCard
                key={s}
                id={`orders-${s}`}
                icon={STATE_ICON[s]}
                label={ts(s)}
                display={String(count(s))}
                value={count(s)}
              />
            ))}
          </KpiGrid>
          {all.length === 0 ? (
            <EmptyState icon={ClipboardList} title={t("emptyTitle")} text={t("emptyText")}>
              <Button asChild>
                <Link href="/weedomarket/annonceur/creeCommande">{t("new")}</Link>
              </Button>
            </EmptyState>
          ) : (
            <PendingFrame pending={pending}>
              <DataTable
                testId="my-orders"
                columns={columns}
                data={rows}
                csvName="mes-commandes"
                searchPlaceholder={t("search")}
                emptyText={t("emptyFiltered")}
                initialSorting={[{ id: "createdAt", desc: true }]}
                toolbar={
                  <div className="flex items-center gap-2">
                    <Label htmlFor="order-state-filter" className="whitespace-nowrap">
                      {t("stateFilter")}
                    </Label>
                    <Select
                      id="order-state-filter"
                      value={state}
                      onChange={(e) => setState(e.target.value as OrderState | "")}
                    >
                      <option value="">{t("allStates")}</option>
                      {STATES.map((s) => (
                        <option key={s} value={s}>
                          {ts(s)}
                        </option>
                      ))}
                    </Select>
                  </div>
                }
              />
            </PendingFrame>
          )}
        </>
      )}
    </div>
  );
}
