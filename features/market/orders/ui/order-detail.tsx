"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { ArrowLeft, PackageOpen, SearchX } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useMemo, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatMoney, formatNumber } from "@/components/data/format";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ORDER_DETAIL, type OrderDetail } from "./operations";
import { OrderActions, OrderProgress, OrderStateBadge, useCriteriaText, useScheduleText } from "./order-bits";
import { OrderProgressChart } from "./progress-chart";
import { useOrderError } from "./use-order-error";
import { CombinedGraphQLErrors } from "@apollo/client/errors";

type Delivery = OrderDetail["deliveries"][number];

/** Commandes/{commande_id}: the order's criteria, schedule, deliveries and progress over time. */
export function AdminOrderDetail({ id }: { id: number }) {
  const t = useTranslations("marketOrders.detail");
  const tl = useTranslations("marketOrders.list");
  const tt = useTranslations("marketOrders.saleTypes");
  const tdl = useTranslations("marketOrders.delivery");
  const td = useTranslations("data");
  const locale = useLocale();
  const { explain } = useOrderError();
  const criteria = useCriteriaText();
  const schedule = useScheduleText();
  // Preloaded by the page on the server with the same id: the first HTML holds the order.
  const {
    data,
    error,
    refetch: refetchNow,
  } = useSuspenseQuery(ORDER_DETAIL, { variables: { id }, errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  const refetch = () => startTransition(() => void refetchNow());

  const columns = useMemo<DataColumn<Delivery>[]>(
    () => [
      {
        id: "createdAt",
        accessorKey: "createdAt",
        header: t("deliveredAt"),
        cell: ({ row }) =>
          new Date(row.original.createdAt).toLocaleString(locale === "en" ? "en-GB" : "fr-FR", {
            timeZone: "Europe/Paris",
          }),
      },
      {
        id: "leadId",
        accessorKey: "leadId",
        header: t("lead"),
        cell: ({ row }) => <span className="font-mono">#{row.original.leadId}</span>,
      },
      { id: "leadName", accessorKey: "leadName", header: t("name") },
      { id: "department", accessorKey: "department", header: t("department") },
      { id: "postcode", accessorKey: "postcode", header: t("postcode") },
      { id: "age", accessorFn: (r) => r.age ?? "", header: t("age") },
      {
        id: "price",
        accessorKey: "priceCents",
        header: t("price"),
        cell: ({ row }) => formatMoney(locale, row.original.priceCents),
        meta: { align: "right", csv: (r: Delivery) => (r.priceCents / 100).toFixed(2) },
      },
    ],
    [t, locale],
  );

  const notFound = CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === "NOT_FOUND";
  if (notFound) return <EmptyState icon={SearchX} title={t("notFoundTitle")} text={t("notFoundText", { id })} />;
  if (error && !data)
    return (
      <ErrorState title={t("errorTitle")} text={explain(error)}>
        <Button variant="outline" onClick={refetch}>
          {td("retry")}
        </Button>
      </ErrorState>
    );
  const d = data?.marketOrder;
  if (!d) return null;
  const o = d.order;
  const last = d.progress.at(-1);
  return (
    <div className="flex flex-col gap-6" aria-busy={pending || undefined}>
      <PageHeader
        title={t("title", { id: o.id })}
        description={`${o.clientName} · ${o.categoryName} · ${tt(o.saleType)}`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" asChild>
              <Link href="/weedomarket/admin/Commandes">
                <ArrowLeft className="size-4" aria-hidden /> {t("back")}
              </Link>
            </Button>
            <OrderActions order={o} editHref={`/weedomarket/admin/Commandes/edit/${o.id}`} onDone={refetch} />
          </div>
        }
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Card>
          <CardHeader title={t("summary")} />
          <CardBody>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-zinc-600 dark:text-zinc-400">{tl("state")}</dt>
              <dd>
                <OrderStateBadge state={o.state} />
              </dd>
              <dt className="text-zinc-600 dark:text-zinc-400">{t("client")}</dt>
              <dd>
                {o.clientName} <span className="text-xs text-zinc-600 dark:text-zinc-400">({o.clientEmail})</span>
              </dd>
              <dt className="text-zinc-600 dark:text-zinc-400">{tl("progress")}</dt>
              <dd>
                <OrderProgress delivered={o.delivered} total={o.totalVolume} />
              </dd>
              <dt className="text-zinc-600 dark:text-zinc-400">{t("criteria")}</dt>
              <dd>
                {criteria(o.criteria)}
                {o.filterName ? ` (${t("fromFilter", { name: o.filterName })})` : ""}
              </dd>
              <dt className="text-zinc-600 dark:text-zinc-400">{tl("schedule")}</dt>
              <dd>
                {schedule(o)}
                {o.dailyCap ? ` · ${t("cap", { cap: o.dailyCap })}` : ""}
              </dd>
              <dt className="text-zinc-600 dark:text-zinc-400">{t("delivery")}</dt>
              <dd>{tdl(o.delivery)}</dd>
              <dt className="text-zinc-600 dark:text-zinc-400">{tl("unitPrice")}</dt>
              <dd>
                {formatMoney(locale, o.unitPriceCents)}
                {o.promoCode ? ` · ${t("promo", { code: o.promoCode })}` : ""}
              </dd>
              <dt className="text-zinc-600 dark:text-zinc-400">{tl("spent")}</dt>
              <dd>{formatMoney(locale, o.spentCents)}</dd>
              <dt className="text-zinc-600 dark:text-zinc-400">{tl("createdAt")}</dt>
              <dd>{formatDate(locale, o.createdAt)}</dd>
            </dl>
          </CardBody>
        </Card>
        <Card className="xl:col-span-2">
          <CardHeader title={t("chartTitle")} description={t("chartDescription")} />
          <CardBody>
            <OrderProgressChart
              data={d.progress}
              locale={locale}
              caption={t("chartTitle")}
              summary={t("chartSummary", {
                delivered: formatNumber(locale, last?.cumulative ?? 0),
                total: formatNumber(locale, o.totalVolume),
                days: d.progress.length,
              })}
              labels={{ delivered: t("perDay"), cumulative: t("cumulative") }}
            />
          </CardBody>
        </Card>
      </div>
      <Card>
        <CardHeader title={t("deliveries")} description={t("deliveriesDescription", { count: d.deliveries.length })} />
        <CardBody>
          {d.deliveries.length === 0 ? (
            <EmptyState icon={PackageOpen} title={t("noDeliveryTitle")} text={t("noDeliveryText")} compact />
          ) : (
            <DataTable
              testId="order-deliveries"
              columns={columns}
              data={d.deliveries}
              csvName={`commande-${o.id}-livraisons`}
              searchPlaceholder={t("search")}
              emptyText={t("noDeliveryTitle")}
            />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
