"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Plus, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useMemo, useState, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatMoney } from "@/components/data/format";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { RowIcon } from "@/components/ui/row-icon";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ADMIN_ORDERS, type OrderRow, type OrderState } from "./operations";
import { OrderActions, OrderProgress, OrderStateBadge } from "./order-bits";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { adminOrdersVariables, NO_ORDER_FILTER, type AdminOrdersFilter } from "./variables";
import { useOrderError } from "./use-order-error";

// The wizard (criteria editor, quotes) and its messages load when an administrator opens "new order",
// not with the list.
const OrderWizard = dynamic(() => import("./order-wizard-lazy").then((m) => m.loadOrderWizard()), {
  ssr: false,
  loading: WizardLoading,
});

function WizardLoading() {
  const td = useTranslations("data");
  return (
    <p role="status" className="py-6 text-sm text-zinc-600 dark:text-zinc-400">
      {td("loading")}
    </p>
  );
}

const STATES: OrderState[] = ["in_progress", "paused", "completed", "cancelled"];

/**
 * Admin Commandes: every order, filtered by client, category and state, with CSV. The page preloads
 * the first variables on the server, so the first HTML holds the rows; later filters run as transitions.
 */
export function AdminOrders({ initialFilter = NO_ORDER_FILTER }: { initialFilter?: AdminOrdersFilter }) {
  const t = useTranslations("marketOrders.admin");
  const tl = useTranslations("marketOrders.list");
  const ts = useTranslations("marketOrders.states");
  const tt = useTranslations("marketOrders.saleTypes");
  const td = useTranslations("data");
  const locale = useLocale();
  const { explain } = useOrderError();
  const [filter, setFilter] = useState(initialFilter);
  const { client, category, state } = filter;
  const [pending, startTransition] = useTransition();
  const [creating, setCreating] = useState(false);
  const [newClient, setNewClient] = useState("");
  const {
    data: shown,
    error,
    refetch: refetchNow,
  } = useSuspenseQuery(ADMIN_ORDERS, { variables: adminOrdersVariables(filter), errorPolicy: "all" });
  const setOne = (patch: Partial<AdminOrdersFilter>) => startTransition(() => setFilter((f) => ({ ...f, ...patch })));
  const refetch = useMemo(() => () => startTransition(() => void refetchNow()), [refetchNow]);

  const columns = useMemo<DataColumn<OrderRow>[]>(
    () => [
      {
        id: "id",
        accessorKey: "id",
        header: tl("id"),
        cell: ({ row }) => (
          <Link className="font-mono underline" href={`/weedomarket/admin/Commandes/${row.original.id}`}>
            #{row.original.id}
          </Link>
        ),
      },
      {
        id: "createdAt",
        accessorKey: "createdAt",
        header: tl("createdAt"),
        cell: ({ row }) => formatDate(locale, row.original.createdAt),
        meta: { csv: (r: OrderRow) => r.createdAt.slice(0, 10) },
      },
      {
        id: "client",
        accessorFn: (r) => `${r.clientName} ${r.clientEmail}`,
        header: t("client"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.original.clientName}</span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">{row.original.clientEmail}</span>
          </div>
        ),
        meta: { csv: (r: OrderRow) => r.clientName },
      },
      { id: "category", accessorKey: "categoryName", header: tl("category") },
      { id: "saleType", accessorFn: (r) => tt(r.saleType), header: tl("saleType") },
      {
        id: "progress",
        accessorFn: (r) => r.delivered / r.totalVolume,
        header: tl("progress"),
        cell: ({ row }) => <OrderProgress delivered={row.original.delivered} total={row.original.totalVolume} />,
        meta: { csv: (r: OrderRow) => `${r.delivered}/${r.totalVolume}` },
      },
      {
        id: "unitPrice",
        accessorKey: "unitPriceCents",
        header: tl("unitPrice"),
        cell: ({ row }) => formatMoney(locale, row.original.unitPriceCents),
        meta: { align: "right", csv: (r: OrderRow) => (r.unitPriceCents / 100).toFixed(2) },
      },
      {
        id: "spent",
        accessorKey: "spentCents",
        header: tl("spent"),
        cell: ({ row }) => formatMoney(locale, row.original.spentCents),
        meta: { align: "right", csv: (r: OrderRow) => (r.spentCents / 100).toFixed(2) },
      },
      {
        id: "state",
        accessorFn: (r) => ts(r.state),
        header: tl("state"),
        cell: ({ row }) => <OrderStateBadge state={row.original.state} />,
      },
      {
        id: "actions",
        header: tl("actions"),
        enableSorting: false,
        meta: { noCsv: true },
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-1">
            <Button variant="ghost" className="h-8 px-2" asChild>
              <Link
                href={`/weedomarket/admin/Commandes/${row.original.id}`}
                aria-label={t("view", { id: row.original.id })}
              >
                <RowIcon name="eye" /> {t("detail")}
              </Link>
            </Button>
            <OrderActions
              order={row.original}
              editHref={`/weedomarket/admin/Commandes/edit/${row.original.id}`}
              onDone={refetch}
              compact
            />
          </div>
        ),
      },
    ],
    [t, tl, tt, ts, locale, refetch],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          !creating && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden /> {t("newOrder")}
            </Button>
          )
        }
      />
      {creating && (
        <Card>
          <CardHeader
            title={t("newOrderTitle")}
            description={t("newOrderDescription")}
            actions={
              <Button
                variant="ghost"
                onClick={() => {
                  setCreating(false);
                  setNewClient("");
                }}
              >
                <X className="size-4" aria-hidden /> {t("close")}
              </Button>
            }
          />
          <CardBody className="flex flex-col gap-6">
            <div className="flex flex-col gap-1 sm:max-w-md">
              <Label htmlFor="new-order-client">{t("client")} *</Label>
              <Select id="new-order-client" value={newClient} onChange={(e) => setNewClient(e.target.value)}>
                <option value="">{t("chooseClient")}</option>
                {(shown?.marketClients ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({c.email})
                  </option>
                ))}
              </Select>
            </div>
            {newClient && <OrderWizard key={newClient} area="admin" clientId={Number(newClient)} />}
          </CardBody>
        </Card>
      )}
      {error && !shown ? (
        <ErrorState title={tl("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={refetch}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : (
        <PendingFrame pending={pending}>
          <DataTable
            testId="admin-orders"
            columns={columns}
            data={shown?.marketOrders ?? []}
            csvName="commandes"
            searchPlaceholder={tl("search")}
            emptyText={tl("emptyFiltered")}
            initialSorting={[{ id: "createdAt", desc: true }]}
            toolbar={
              <div className="flex flex-wrap items-end gap-3">
                <div className="flex flex-col gap-1">
                  <Label htmlFor="orders-client">{t("client")}</Label>
                  <Select id="orders-client" value={client} onChange={(e) => setOne({ client: e.target.value })}>
                    <option value="">{t("allClients")}</option>
                    {(shown?.marketClients ?? []).map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name} ({c.email})
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="flex flex-col gap-1">
                  <Label htmlFor="orders-category">{tl("category")}</Label>
                  <Select id="orders-category" value={category} onChange={(e) => setOne({ category: e.target.value })}>
                    <option value="">{t("allCategories")}</option>
                    {(shown?.orderCategories ?? []).map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="flex flex-col gap-1">
                  <Label htmlFor="orders-state">{tl("state")}</Label>
                  <Select id="orders-state" value={state} onChange={(e) => setOne({ state: e.target.value })}>
                    <option value="">{tl("allStates")}</option>
                    {STATES.map((s) => (
                      <option key={s} value={s}>
                        {ts(s)}
                      </option>
                    ))}
                  </Select>
                </div>
              </div>
            }
          />
        </PendingFrame>
      )}
    </div>
  );
}
