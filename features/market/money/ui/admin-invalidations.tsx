"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { RowSelectionState } from "@tanstack/react-table";
import { Gavel } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useId, useMemo, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { formatDate, formatMoney } from "@/components/data/format";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import {
  INVALIDATION_OUTCOME_VALUES,
  INVALIDATION_REASON_VALUES,
  invalidationPolicySchema,
  type InvalidationPolicy,
} from "@/lib/validation/invalidation";
import { OutcomeBadge } from "./badges";
import { useMoneyError, useMoneyFieldError } from "./errors";
import {
  DECIDE_INVALIDATIONS,
  INVALIDATION_REQUESTS,
  SET_POLICY,
  type InvalidationOutcome,
  type InvalidationRow,
} from "./operations";
import { evictRootFields } from "@/components/market/server-first/evict";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { INVALIDATION_LIST_FIELDS, invalidationsVariables, type InvalidationsFilter } from "./variables";

/**
 * leadsDevalides: the lead desk decides invalidation requests (one or in bulk) and sets the policy.
 * The page preloads `initial` on the server; later filters run as transitions over the shown rows.
 */
export function AdminInvalidations({ initial }: { initial: InvalidationsFilter }) {
  const t = useTranslations("marketMoney.adminInvalidations");
  const to = useTranslations("marketMoney.outcome");
  const tr = useTranslations("marketMoney.reason");
  const td = useTranslations("data");
  const explain = useMoneyError();
  const router = useRouter();
  const [filter, setFilter] = useState(initial);
  const { range, userId, outcome, reason } = filter;
  const [pending, startTransition] = useTransition();
  const set = (patch: Partial<InvalidationsFilter>) => startTransition(() => setFilter((f) => ({ ...f, ...patch })));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const {
    data: shown,
    error,
    refetch,
  } = useSuspenseQuery(INVALIDATION_REQUESTS, { variables: invalidationsVariables(filter), errorPolicy: "all" });
  const rows = useMemo(() => shown?.invalidationRequests ?? [], [shown]);
  const refresh = useCallback(() => {
    setSelection({});
    startTransition(() => void refetch());
    router.refresh();
  }, [refetch, router]);
  const columns = useColumns(refresh);
  const selectedIds = Object.keys(selection)
    .filter((k) => selection[k])
    .map(Number);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardBody className="flex flex-wrap items-end gap-4">
          <DateRangePicker value={range} onChange={(r: DayRange) => set({ range: r })} />
          <div className="flex flex-col gap-1">
            <Label htmlFor="inv-client">{t("client")}</Label>
            <Select id="inv-client" className="w-60" value={userId} onChange={(e) => set({ userId: e.target.value })}>
              <option value="">{t("allClients")}</option>
              {(shown?.ledgerClients ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="inv-outcome">{t("outcome")}</Label>
            <Select
              id="inv-outcome"
              className="w-52"
              value={outcome}
              onChange={(e) => set({ outcome: e.target.value })}
            >
              <option value="">{t("allOutcomes")}</option>
              {INVALIDATION_OUTCOME_VALUES.map((o) => (
                <option key={o} value={o}>
                  {to(o)}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="inv-reason">{t("reason")}</Label>
            <Select id="inv-reason" className="w-56" value={reason} onChange={(e) => set({ reason: e.target.value })}>
              <option value="">{t("allReasons")}</option>
              {INVALIDATION_REASON_VALUES.map((r) => (
                <option key={r} value={r}>
                  {tr(r)}
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
        <Card>
          <CardBody>
            <PendingFrame pending={pending}>
              <DataTable<InvalidationRow>
                testId="admin-invalidations"
                columns={columns}
                data={rows}
                csvName="leads-devalides"
                searchPlaceholder={t("search")}
                emptyText={t("empty")}
                getRowId={(r) => String(r.id)}
                rowSelection={selection}
                onRowSelectionChange={setSelection}
                enableRowSelection={(row) => row.original.outcome !== "accepted"}
                toolbar={<BulkDecide ids={selectedIds} onDone={refresh} />}
              />
            </PendingFrame>
          </CardBody>
        </Card>
      )}
      {shown?.invalidationPolicy && <PolicyEditor policy={shown.invalidationPolicy} onDone={refresh} />}
    </div>
  );
}

function useColumns(onDone: () => void): DataColumn<InvalidationRow>[] {
  const t = useTranslations("marketMoney.columns");
  const to = useTranslations("marketMoney.outcome");
  const tr = useTranslations("marketMoney.reason");
  const locale = useLocale();
  return useMemo<DataColumn<InvalidationRow>[]>(
    () => [
      {
        id: "createdAt",
        accessorKey: "createdAt",
        header: t("requestedAt"),
        cell: ({ row }) => formatDate(locale, row.original.createdAt),
        meta: { csv: (r: InvalidationRow) => r.createdAt },
      },
      { id: "clientName", accessorKey: "clientName", header: t("client") },
      {
        id: "lead",
        accessorFn: (r) => `${r.leadName} ${r.phone} ${r.email}`,
        header: t("lead"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.original.leadName}</span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              {row.original.phone} · {row.original.email} · {row.original.postcode}
            </span>
          </div>
        ),
        meta: { csv: (r: InvalidationRow) => `${r.leadName} ${r.phone} ${r.email} ${r.postcode}` },
      },
      { id: "category", accessorKey: "category", header: t("category") },
      {
        id: "soldAt",
        accessorKey: "soldAt",
        header: t("boughtAt"),
        cell: ({ row }) => formatDate(locale, row.original.soldAt),
        meta: { csv: (r: InvalidationRow) => r.soldAt },
      },
      {
        id: "priceCents",
        accessorKey: "priceCents",
        header: t("price"),
        cell: ({ row }) => formatMoney(locale, row.original.priceCents),
        meta: { align: "right", csv: (r: InvalidationRow) => (r.priceCents / 100).toFixed(2) },
      },
      {
        id: "reason",
        accessorFn: (r) => `${tr(r.reason)} ${r.comment}`,
        header: t("reason"),
        cell: ({ row }) => (
          <div className="flex max-w-64 flex-col">
            <span>{tr(row.original.reason)}</span>
            {row.original.comment && (
              <span className="text-xs text-zinc-600 dark:text-zinc-400">{row.original.comment}</span>
            )}
          </div>
        ),
      },
      {
        id: "outcome",
        accessorFn: (r) => to(r.outcome),
        header: t("outcome"),
        cell: ({ row }) => (
          <div className="flex flex-col items-start gap-1">
            <OutcomeBadge outcome={row.original.outcome} />
            {row.original.refundCents != null && (
              <span className="text-xs text-emerald-700 dark:text-emerald-400">
                {t("refunded", { amount: formatMoney(locale, row.original.refundCents) })}
              </span>
            )}
            {row.original.decisionNote && (
              <span className="text-xs text-zinc-600 dark:text-zinc-400">{row.original.decisionNote}</span>
            )}
          </div>
        ),
        meta: { csv: (r: InvalidationRow) => `${to(r.outcome)}${r.decisionNote ? ` — ${r.decisionNote}` : ""}` },
      },
      {
        id: "actions",
        header: t("actions"),
        enableSorting: false,
        meta: { noCsv: true },
        cell: ({ row }) =>
          row.original.outcome === "accepted" ? null : <DecideDialog row={row.original} onDone={onDone} />,
      },
    ],
    [t, to, tr, locale, onDone],
  );
}

function useDecide(onDone: () => void) {
  const t = useTranslations("marketMoney.adminInvalidations");
  const explain = useMoneyError();
  // A decision moves requests between the outcome-filtered lists and may refund: drop every cached variant.
  const [decide, { loading }] = useMutation(DECIDE_INVALIDATIONS, {
    update: (cache) => evictRootFields(cache, ...INVALIDATION_LIST_FIELDS),
  });
  const run = async (ids: number[], outcome: InvalidationOutcome, note: string) => {
    try {
      const { data } = await decide({ variables: { input: { ids, outcome, note } } });
      const r = data?.decideInvalidations;
      toast.success(t("decided", { count: r?.updated.length ?? 0 }));
      if (r?.skipped.length) toast.info(t("skipped", { count: r.skipped.length }));
      onDone();
      return true;
    } catch (e) {
      toast.error(explain(e));
      return false;
    }
  };
  return { run, loading };
}

function DecideDialog({ row, onDone }: { row: InvalidationRow; onDone: () => void }) {
  const t = useTranslations("marketMoney.adminInvalidations");
  const to = useTranslations("marketMoney.outcome");
  const te = useTranslations("marketMoney.errors");
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<InvalidationOutcome>("accepted");
  const [note, setNote] = useState(row.decisionNote ?? "");
  const [problem, setProblem] = useState<string>();
  const { run, loading } = useDecide(onDone);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (outcome === "refused" && note.trim().length < 3) return setProblem(te("noteRequired"));
    if (await run([row.id], outcome, note.trim())) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-8 px-2 text-xs" aria-label={t("decideFor", { name: row.leadName })}>
          <Gavel className="size-3.5" aria-hidden />
          {t("decide")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t("decideTitle")}
        description={t("decideText", {
          name: row.leadName,
          client: row.clientName,
          amount: formatMoney(locale, row.priceCents),
        })}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-outcome`}>{t("outcome")}</Label>
            <Select
              id={`${id}-outcome`}
              value={outcome}
              onChange={(e) => (setOutcome(e.target.value as InvalidationOutcome), setProblem(undefined))}
            >
              {INVALIDATION_OUTCOME_VALUES.map((o) => (
                <option key={o} value={o}>
                  {to(o)}
                </option>
              ))}
            </Select>
            {outcome === "accepted" && (
              <p className="text-xs text-emerald-700 dark:text-emerald-400">
                {t("acceptHelp", { amount: formatMoney(locale, row.priceCents) })}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-note`}>{t("note")}</Label>
            <Textarea
              id={`${id}-note`}
              rows={3}
              value={note}
              aria-invalid={!!problem}
              aria-describedby={`${id}-error`}
              onChange={(e) => (setNote(e.target.value), setProblem(undefined))}
            />
            <FieldError id={`${id}-error`} message={problem} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={loading} aria-busy={loading}>
              {t("save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function BulkDecide({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const t = useTranslations("marketMoney.adminInvalidations");
  const to = useTranslations("marketMoney.outcome");
  const [outcome, setOutcome] = useState<InvalidationOutcome>("being_processed");
  const [note, setNote] = useState("");
  const { run } = useDecide(onDone);
  if (ids.length === 0) return <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("bulkHint")}</span>;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("bulkLabel")}>
      <span className="text-sm font-medium">{t("selected", { count: ids.length })}</span>
      <Label htmlFor="bulk-outcome" className="sr-only">
        {t("outcome")}
      </Label>
      <Select
        id="bulk-outcome"
        className="h-9 w-48"
        value={outcome}
        onChange={(e) => setOutcome(e.target.value as InvalidationOutcome)}
      >
        {INVALIDATION_OUTCOME_VALUES.map((o) => (
          <option key={o} value={o}>
            {to(o)}
          </option>
        ))}
      </Select>
      <Label htmlFor="bulk-note" className="sr-only">
        {t("note")}
      </Label>
      <Input
        id="bulk-note"
        className="h-9 w-48"
        placeholder={t("note")}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <ConfirmDialog
        trigger={<Button className="h-9">{t("apply")}</Button>}
        title={t("bulkTitle")}
        description={t("bulkText", { count: ids.length, outcome: to(outcome) })}
        confirmLabel={t("apply")}
        destructive={outcome === "refused"}
        onConfirm={async () => {
          if (!(await run(ids, outcome, note.trim()))) throw new Error("refused");
          setNote("");
        }}
      />
    </div>
  );
}

function PolicyEditor({ policy, onDone }: { policy: InvalidationPolicy; onDone: () => void }) {
  const t = useTranslations("marketMoney.policy");
  const te = useMoneyFieldError();
  const id = useId();
  const explain = useMoneyError();
  const [save, { loading }] = useMutation(SET_POLICY);
  const form = useForm<InvalidationPolicy>({ resolver: zodResolver(invalidationPolicySchema), values: policy });
  const err = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    try {
      await save({ variables: { input } });
      toast.success(t("saved"));
      onDone();
    } catch (e) {
      toast.error(explain(e));
    }
  });
  return (
    <Card>
      <CardHeader title={t("title")} description={t("description")} />
      <CardBody>
        <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-age`}>{t("maxLeadAgeDays")}</Label>
            <Input
              id={`${id}-age`}
              type="number"
              min={1}
              max={365}
              className="w-40"
              aria-invalid={!!err.maxLeadAgeDays}
              aria-describedby={`${id}-age-error`}
              {...form.register("maxLeadAgeDays", { valueAsNumber: true })}
            />
            <FieldError id={`${id}-age-error`} message={te(err.maxLeadAgeDays?.message)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-rate`}>{t("maxReturnRatePercent")}</Label>
            <Input
              id={`${id}-rate`}
              type="number"
              min={0}
              max={100}
              className="w-40"
              aria-invalid={!!err.maxReturnRatePercent}
              aria-describedby={`${id}-rate-error`}
              {...form.register("maxReturnRatePercent", { valueAsNumber: true })}
            />
            <FieldError id={`${id}-rate-error`} message={te(err.maxReturnRatePercent?.message)} />
          </div>
          <Button type="submit" className="mt-6" disabled={loading} aria-busy={loading}>
            {t("save")}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
