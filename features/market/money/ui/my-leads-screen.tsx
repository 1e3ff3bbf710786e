"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Info } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useState, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { formatDate, formatMoney } from "@/components/data/format";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { OutcomeBadge } from "./badges";
import { useMoneyError } from "./errors";
import { InvalidationDialog } from "./invalidation-dialog";
import { MY_LEADS, type BoughtLead } from "./operations";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { rangeVariables } from "./variables";

const OUTCOMES = ["being_processed", "valid", "accepted", "refused"] as const;

/**
 * mesLeads: the advertiser's bought leads with their quality follow-up and the invalidation request.
 * The page preloads `initialRange` on the server; a new period loads as a transition over the shown rows.
 */
export function MyLeadsScreen({ initialRange }: { initialRange: DayRange }) {
  const t = useTranslations("marketMoney.myLeads");
  const to = useTranslations("marketMoney.outcome");
  const td = useTranslations("data");
  const explain = useMoneyError();
  const [range, setRangeNow] = useState<DayRange>(initialRange);
  const [pending, startTransition] = useTransition();
  const setRange = (r: DayRange) => startTransition(() => setRangeNow(r));
  const [state, setState] = useState("");
  const [category, setCategory] = useState("");
  const {
    data: shown,
    error,
    refetch,
  } = useSuspenseQuery(MY_LEADS, { variables: rangeVariables(range), errorPolicy: "all" });
  const all = useMemo(() => shown?.myLeads ?? [], [shown]);
  const categories = useMemo(() => [...new Set(all.map((l) => l.category))].sort(), [all]);
  const rows = useMemo(
    () =>
      all.filter(
        (l) =>
          (!category || l.category === category) &&
          (!state || (state === "none" ? l.invalidationOutcome == null : l.invalidationOutcome === state)),
      ),
    [all, category, state],
  );
  const reload = useCallback(() => startTransition(() => void refetch()), [refetch]);
  const columns = useColumns(reload);
  const policy = shown?.invalidationPolicy;
  const rate = shown?.myReturnRate;

  return (
    <div className="flex flex-col gap-6">
      {policy && (
        <p
          data-testid="invalidation-policy"
          className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-200"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {t("policy", { days: policy.maxLeadAgeDays, rate: policy.maxReturnRatePercent })}{" "}
            {rate && t("currentRate", { rate: rate.ratePercent, returns: rate.returns, sales: rate.sales })}
          </span>
        </p>
      )}
      <Card>
        <CardBody className="flex flex-wrap items-end gap-4">
          <DateRangePicker value={range} onChange={setRange} />
          <div className="flex flex-col gap-1">
            <Label htmlFor="leads-category">{t("category")}</Label>
            <Select id="leads-category" className="w-52" value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">{t("allCategories")}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="leads-state">{t("state")}</Label>
            <Select id="leads-state" className="w-52" value={state} onChange={(e) => setState(e.target.value)}>
              <option value="">{t("allStates")}</option>
              <option value="none">{to("none")}</option>
              {OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {to(o)}
                </option>
              ))}
            </Select>
          </div>
        </CardBody>
      </Card>
      {error && !shown ? (
        <ErrorState title={t("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={reload}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : (
        <Card>
          <CardBody>
            <PendingFrame pending={pending}>
              <DataTable<BoughtLead>
                testId="my-leads"
                columns={columns}
                data={rows}
                csvName="mes-leads"
                searchPlaceholder={t("search")}
                emptyText={all.length ? t("emptyFiltered") : t("empty")}
                getRowId={(r) => String(r.saleId)}
              />
            </PendingFrame>
          </CardBody>
        </Card>
      )}
    </div>
  );
}

function useColumns(onDone: () => void): DataColumn<BoughtLead>[] {
  const t = useTranslations("marketMoney.columns");
  const to = useTranslations("marketMoney.outcome");
  const tr = useTranslations("marketMoney.reason");
  const tt = useTranslations("marketMoney.saleType");
  const locale = useLocale();
  return useMemo<DataColumn<BoughtLead>[]>(
    () => [
      {
        id: "boughtAt",
        accessorKey: "boughtAt",
        header: t("date"),
        cell: ({ row }) => formatDate(locale, row.original.boughtAt),
        meta: { csv: (r: BoughtLead) => r.boughtAt },
      },
      { id: "category", accessorKey: "category", header: t("category") },
      { id: "name", accessorFn: (r) => `${r.firstName} ${r.lastName}`, header: t("name") },
      {
        id: "phone",
        accessorKey: "phone",
        header: t("phone"),
        cell: ({ row }) => (
          <a className="underline-offset-2 hover:underline" href={`tel:${row.original.phone}`}>
            {row.original.phone}
          </a>
        ),
      },
      {
        id: "email",
        accessorKey: "email",
        header: t("email"),
        cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
      },
      { id: "postcode", accessorKey: "postcode", header: t("postcode") },
      {
        id: "priceCents",
        accessorKey: "priceCents",
        header: t("price"),
        cell: ({ row }) => formatMoney(locale, row.original.priceCents),
        meta: { align: "right", csv: (r: BoughtLead) => (r.priceCents / 100).toFixed(2) },
      },
      { id: "saleType", accessorFn: (r) => tt(r.saleType), header: t("saleType") },
      { id: "orderId", accessorFn: (r) => (r.orderId ? `#${r.orderId}` : t("cart")), header: t("order") },
      {
        id: "invalidation",
        accessorFn: (r) => (r.invalidationOutcome ? to(r.invalidationOutcome) : to("none")),
        header: t("invalidation"),
        cell: ({ row }) => (
          <div className="flex flex-col items-start gap-1">
            <OutcomeBadge outcome={row.original.invalidationOutcome} />
            {row.original.invalidationReason && (
              <span className="text-xs text-zinc-600 dark:text-zinc-400">{tr(row.original.invalidationReason)}</span>
            )}
            {row.original.decisionNote && (
              <span className="text-xs text-zinc-600 dark:text-zinc-400">{row.original.decisionNote}</span>
            )}
          </div>
        ),
      },
      {
        id: "actions",
        header: t("actions"),
        enableSorting: false,
        meta: { noCsv: true },
        cell: ({ row }) =>
          row.original.invalidationId == null ? <InvalidationDialog lead={row.original} onDone={onDone} /> : null,
      },
    ],
    [t, to, tr, tt, locale, onDone],
  );
}
