"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { ArrowDownLeft, ArrowUpRight, Hash, Sigma } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { DataTable } from "@/components/data/data-table";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { formatMoney, formatNumber } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { useMoneyError } from "./errors";
import { TRANSACTIONS, type LedgerEntry } from "./operations";
import { useLedgerColumns } from "./prepayment-screen";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { transactionsVariables, type TransactionsFilter } from "./variables";

const KINDS = ["prepayment", "sale", "refund", "promo", "adjustment"] as const;

/**
 * Transactions: the whole balance ledger, filtered by client, kind and period, with totals and CSV.
 * The page preloads `initial` on the server; later filters run as transitions over the shown rows.
 */
export function TransactionsScreen({ initial }: { initial: TransactionsFilter }) {
  const t = useTranslations("marketMoney.transactions");
  const tk = useTranslations("marketMoney.kind");
  const td = useTranslations("data");
  const locale = useLocale();
  const explain = useMoneyError();
  const [filter, setFilter] = useState(initial);
  const { range, userId, kind } = filter;
  const [pending, startTransition] = useTransition();
  const set = (patch: Partial<TransactionsFilter>) => startTransition(() => setFilter((f) => ({ ...f, ...patch })));
  const {
    data: shown,
    error,
    refetch,
  } = useSuspenseQuery(TRANSACTIONS, { variables: transactionsVariables(filter), errorPolicy: "all" });
  const columns = useLedgerColumns(true);
  const totals = shown?.transactions.totals;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardBody className="flex flex-wrap items-end gap-4">
          <DateRangePicker value={range} onChange={(r: DayRange) => set({ range: r })} />
          <div className="flex flex-col gap-1">
            <Label htmlFor="tx-client">{t("client")}</Label>
            <Select id="tx-client" className="w-64" value={userId} onChange={(e) => set({ userId: e.target.value })}>
              <option value="">{t("allClients")}</option>
              {(shown?.ledgerClients ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="tx-kind">{t("kind")}</Label>
            <Select id="tx-kind" className="w-48" value={kind} onChange={(e) => set({ kind: e.target.value })}>
              <option value="">{t("allKinds")}</option>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {tk(k)}
                </option>
              ))}
            </Select>
          </div>
        </CardBody>
      </Card>

      {error && !shown ? (
        <ErrorState title={t("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : (
        <PendingFrame pending={pending} className="flex flex-col gap-6">
          <KpiGrid label={t("totals")}>
            <KpiCard
              id="tx-credits"
              label={t("credits")}
              display={totals ? formatMoney(locale, totals.credits) : "…"}
              value={totals?.credits ?? null}
              icon={ArrowDownLeft}
            />
            <KpiCard
              id="tx-debits"
              label={t("debits")}
              display={totals ? formatMoney(locale, totals.debits) : "…"}
              value={totals?.debits ?? null}
              icon={ArrowUpRight}
            />
            <KpiCard
              id="tx-net"
              label={t("net")}
              display={totals ? formatMoney(locale, totals.net) : "…"}
              value={totals?.net ?? null}
              icon={Sigma}
            />
            <KpiCard
              id="tx-count"
              label={t("count")}
              display={totals ? formatNumber(locale, totals.count) : "…"}
              value={totals?.count ?? null}
              icon={Hash}
            />
          </KpiGrid>
          <Card>
            <CardBody>
              {shown?.transactions.truncated && (
                <p className="mb-2 text-sm text-amber-700 dark:text-amber-300">
                  {t("truncated", { count: shown.transactions.rows.length })}
                </p>
              )}
              <DataTable<LedgerEntry>
                testId="transactions"
                columns={columns}
                data={shown?.transactions.rows ?? []}
                csvName="transactions"
                searchPlaceholder={t("search")}
                emptyText={t("empty")}
              />
            </CardBody>
          </Card>
        </PendingFrame>
      )}
    </div>
  );
}
