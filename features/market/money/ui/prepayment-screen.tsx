"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatMoney } from "@/components/data/format";
import { ErrorState } from "@/components/ui/states/states";
import { Skeleton } from "./shimmer";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { VAT_RATE } from "@/lib/constants";
import { BalanceSummary } from "./balance-summary";
import { MoneyAreaChart } from "./balance-chart";
import { KindBadge, PrepaymentStatusBadge } from "./badges";
import { useMoneyError } from "./errors";
import { MY_PREPAYMENT_SCREEN, type LedgerEntry, type Prepayment, type Solde } from "./operations";
import { TopUpForm } from "./top-up-form";
import { useLedgerLabel } from "./ledger-label";
import { PREPAYMENT_SCREEN_VARIABLES } from "./variables";

/**
 * mes-prepaiement (and its -v2 and New_ routes): the prepaid balance, top-up requests, history, chart.
 * The page preloads the query on the server, so the first HTML holds the balance and the rows.
 */
export function PrepaymentScreen() {
  const t = useTranslations("marketMoney.prepayments");
  const td = useTranslations("data");
  const locale = useLocale();
  const explain = useMoneyError();
  const {
    data,
    error,
    refetch: refetchNow,
  } = useSuspenseQuery(MY_PREPAYMENT_SCREEN, { variables: PREPAYMENT_SCREEN_VARIABLES, errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  const refetch = () => startTransition(() => void refetchNow());

  const solde = useMemo<Solde | null>(() => {
    if (!data) return null;
    const soldeHt = data.myLedger.totals.net;
    const last = data.myPrepayments
      .filter((p) => p.status === "validated")
      .sort((a, b) => (b.decidedAt ?? "").localeCompare(a.decidedAt ?? "") || b.id - a.id)[0];
    return { soldeHt, soldeTtc: Math.round(soldeHt * (1 + VAT_RATE)), lastPrepaiement: last ? last.amountCents : null };
  }, [data]);

  const requestColumns = useRequestColumns();
  const ledgerColumns = useLedgerColumns(false);

  if (error && !data)
    return (
      <ErrorState title={t("errorTitle")} text={explain(error)}>
        <Button variant="outline" onClick={refetch}>
          {td("retry")}
        </Button>
      </ErrorState>
    );

  const history = data?.balanceHistory ?? [];
  return (
    <div className="flex flex-col gap-6" data-testid="prepayment-screen" aria-busy={pending || undefined}>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader title={t("balanceTitle")} description={t("balanceDescription")} />
          <CardBody>{solde ? <BalanceSummary solde={solde} /> : <Skeleton className="h-28 w-full" />}</CardBody>
        </Card>
        <Card>
          <CardHeader title={t("topUpTitle")} description={t("topUpDescription")} />
          <CardBody>
            <TopUpForm bank={data?.marketBankDetails} onDone={refetch} />
          </CardBody>
        </Card>
      </div>

      <Card>
        <CardHeader title={t("chartTitle")} description={t("chartDescription")} />
        <CardBody>
          {!data ? (
            <Skeleton className="h-64 w-full" />
          ) : (
            <MoneyAreaChart
              testId="balance-chart"
              data={history.map((p) => ({ day: p.day, balance: p.balance }))}
              series={[{ key: "balance", name: t("chartSeries") }]}
              locale={locale}
              caption={t("chartTitle")}
              summary={
                history.length
                  ? t("chartSummary", {
                      from: formatMoney(locale, history[0]!.balance),
                      to: formatMoney(locale, history[history.length - 1]!.balance),
                    })
                  : ""
              }
            />
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t("historyTitle")} />
        <CardBody>
          <Tabs defaultValue="requests">
            <TabsList aria-label={t("historyTitle")}>
              <TabsTrigger value="requests">{t("tabRequests")}</TabsTrigger>
              <TabsTrigger value="movements">{t("tabMovements")}</TabsTrigger>
            </TabsList>
            <TabsContent value="requests">
              <DataTable<Prepayment>
                testId="prepayment-requests"
                columns={requestColumns}
                data={data?.myPrepayments ?? []}
                csvName="mes-prepaiements"
                searchPlaceholder={t("searchRequests")}
                emptyText={t("emptyRequests")}
              />
            </TabsContent>
            <TabsContent value="movements">
              {data?.myLedger.truncated && (
                <p className="mb-2 text-sm text-amber-700 dark:text-amber-300">{t("truncated")}</p>
              )}
              <DataTable<LedgerEntry>
                testId="ledger-movements"
                columns={ledgerColumns}
                data={data?.myLedger.rows ?? []}
                csvName="mouvements-solde"
                searchPlaceholder={t("searchMovements")}
                emptyText={t("emptyMovements")}
              />
            </TabsContent>
          </Tabs>
        </CardBody>
      </Card>
    </div>
  );
}

function useRequestColumns(): DataColumn<Prepayment>[] {
  const t = useTranslations("marketMoney.columns");
  const tm = useTranslations("marketMoney.topUp");
  const ts = useTranslations("marketMoney.status");
  const locale = useLocale();
  return useMemo<DataColumn<Prepayment>[]>(
    () => [
      {
        id: "createdAt",
        accessorKey: "createdAt",
        header: t("requestedAt"),
        cell: ({ row }) => formatDate(locale, row.original.createdAt),
        meta: { csv: (r: Prepayment) => r.createdAt.slice(0, 10) },
      },
      {
        id: "amountCents",
        accessorKey: "amountCents",
        header: t("amountHt"),
        cell: ({ row }) => formatMoney(locale, row.original.amountCents),
        meta: { align: "right", csv: (r: Prepayment) => (r.amountCents / 100).toFixed(2) },
      },
      {
        id: "amountTtcCents",
        accessorKey: "amountTtcCents",
        header: t("amountTtc"),
        cell: ({ row }) => formatMoney(locale, row.original.amountTtcCents),
        meta: { align: "right", csv: (r: Prepayment) => (r.amountTtcCents / 100).toFixed(2) },
      },
      { id: "method", accessorFn: (r) => tm(r.method), header: t("method") },
      {
        id: "reference",
        accessorFn: (r) => r.reference ?? "",
        header: t("reference"),
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.reference}</span>,
      },
      {
        id: "status",
        accessorFn: (r) => ts(r.status),
        header: t("status"),
        cell: ({ row }) => (
          <div className="flex flex-col items-start gap-1">
            <PrepaymentStatusBadge status={row.original.status} method={row.original.method} />
            {row.original.refusalReason && (
              <span className="text-xs text-zinc-600 dark:text-zinc-400">{row.original.refusalReason}</span>
            )}
          </div>
        ),
        meta: { csv: (r: Prepayment) => `${ts(r.status)}${r.refusalReason ? ` — ${r.refusalReason}` : ""}` },
      },
      {
        id: "decidedAt",
        accessorFn: (r) => r.decidedAt ?? "",
        header: t("decidedAt"),
        cell: ({ row }) => (row.original.decidedAt ? formatDate(locale, row.original.decidedAt) : "—"),
      },
    ],
    [t, tm, ts, locale],
  );
}

/** Ledger columns, with the client's name on the admin's Transactions. */
export function useLedgerColumns(withClient: boolean, extra?: DataColumn<LedgerEntry>[]): DataColumn<LedgerEntry>[] {
  const t = useTranslations("marketMoney.columns");
  const tk = useTranslations("marketMoney.kind");
  const label = useLedgerLabel();
  const locale = useLocale();
  return useMemo<DataColumn<LedgerEntry>[]>(
    () => [
      {
        id: "createdAt",
        accessorKey: "createdAt",
        header: t("date"),
        cell: ({ row }) => formatDate(locale, row.original.createdAt),
        meta: { csv: (r: LedgerEntry) => r.createdAt },
      },
      ...(withClient
        ? [{ id: "clientName", accessorKey: "clientName", header: t("client") } as DataColumn<LedgerEntry>]
        : []),
      {
        id: "kind",
        accessorFn: (r) => tk(r.kind),
        header: t("kind"),
        cell: ({ row }) => <KindBadge kind={row.original.kind} />,
      },
      { id: "label", accessorFn: (r) => label(r), header: t("label") },
      {
        id: "amountCents",
        accessorKey: "amountCents",
        header: t("amountHt"),
        cell: ({ row }) => (
          <span
            className={
              row.original.amountCents < 0 ? "text-red-700 dark:text-red-400" : "text-emerald-700 dark:text-emerald-400"
            }
          >
            {formatMoney(locale, row.original.amountCents)}
          </span>
        ),
        meta: { align: "right", csv: (r: LedgerEntry) => (r.amountCents / 100).toFixed(2) },
      },
      ...(extra ?? []),
    ],
    [t, tk, label, locale, withClient, extra],
  );
}
