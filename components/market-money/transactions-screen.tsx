"use client";

import { useQuery } from "@apollo/client/react";
import { ArrowDownLeft, ArrowUpRight, Hash, Sigma } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable } from "@/components/data/data-table";
import { DateRangePicker, defaultRange, type DayRange } from "@/components/data/date-range";
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

const KINDS = ["prepayment", "sale", "refund", "promo", "adjustment"] as const;

/** Transactions: the whole balance ledger, filtered by client, kind and period, with totals and CSV. */
export function TransactionsScreen() {
  const t = useTranslations("marketMoney.transactions");
  const tk = useTranslations("marketMoney.kind");
  const td = useTranslations("data");
  const locale = useLocale();
  const explain = useMoneyError();
  const [range, setRange] = useState<DayRange>(() => defaultRange(90));
  const [userId, setUserId] = useState("");
  const [kind, setKind] = useState("");
  const filter = { ...range, userId: userId ? Number(userId) : null, kind: kind || null };
  const { data, previousData, loading, error, refetch } = useQuery(TRANSACTIONS, { variables: { filter }, context: { service: "market" }, fetchPolicy: "cache-and-network", ssr: false });
  const shown = data ?? previousData;
  const columns = useLedgerColumns(true);
  const totals = shown?.transactions.totals;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardBody className="flex flex-wrap items-end gap-4">
          <DateRangePicker value={range} onChange={setRange} />
          <div className="flex flex-col gap-1">
            <Label htmlFor="tx-client">{t("client")}</Label>
            <Select id="tx-client" className="w-64" value={userId} onChange={(e) => setUserId(e.target.value)}>
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
            <Select id="tx-kind" className="w-48" value={kind} onChange={(e) => setKind(e.target.value)}>
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
          <Button variant="outline" onClick={() => void refetch()}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : (
        <>
          <KpiGrid label={t("totals")}>
            <KpiCard id="tx-credits" label={t("credits")} display={totals ? formatMoney(locale, totals.credits) : "…"} value={totals?.credits ?? null} icon={ArrowDownLeft} />
            <KpiCard id="tx-debits" label={t("debits")} display={totals ? formatMoney(locale, totals.debits) : "…"} value={totals?.debits ?? null} icon={ArrowUpRight} />
            <KpiCard id="tx-net" label={t("net")} display={totals ? formatMoney(locale, totals.net) : "…"} value={totals?.net ?? null} icon={Sigma} />
            <KpiCard id="tx-count" label={t("count")} display={totals ? formatNumber(locale, totals.count) : "…"} value={totals?.count ?? null} icon={Hash} />
          </KpiGrid>
          <Card>
            <CardBody>
              {shown?.transactions.truncated && <p className="mb-2 text-sm text-amber-700 dark:text-amber-300">{t("truncated", { count: shown.transactions.rows.length })}</p>}
              <DataTable<LedgerEntry>
                testId="transactions"
                columns={columns}
                data={shown?.transactions.rows ?? []}
                loading={loading && !shown}
                csvName="transactions"
                searchPlaceholder={t("search")}
                emptyText={t("empty")}
              />
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
