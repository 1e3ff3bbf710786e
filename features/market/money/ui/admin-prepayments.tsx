"use client";

import type { ApolloCache } from "@apollo/client";
import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { Check, Clock, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useId, useMemo, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatMoney } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { AdjustDialog } from "./adjust-dialog";
import { PrepaymentStatusBadge } from "./badges";
import { useMoneyError } from "./errors";
import { PREPAYMENT_REQUESTS, REFUSE_PREPAYMENT, VALIDATE_PREPAYMENT, type Prepayment } from "./operations";
import { evictRootFields } from "@/components/market/server-first/evict";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { PREPAYMENT_LIST_FIELDS, prepaymentRequestsVariables } from "./variables";

// A decision moves the request between the status-filtered lists and writes the ledger: drop every cached variant.
const decided = { update: (cache: ApolloCache) => evictRootFields(cache, ...PREPAYMENT_LIST_FIELDS) } as const;

/**
 * ListePresPaiements: the accounts desk validates (credits the ledger) or refuses top-up requests.
 * The page preloads the first status on the server; later filters run as transitions.
 */
export function AdminPrepayments({ initialStatus = "" }: { initialStatus?: string }) {
  const t = useTranslations("marketMoney.adminPrepayments");
  const td = useTranslations("data");
  const ts = useTranslations("marketMoney.status");
  const locale = useLocale();
  const router = useRouter();
  const explain = useMoneyError();
  const [status, setStatus] = useState(initialStatus);
  const [pending, startTransition] = useTransition();
  const { data, error, refetch } = useSuspenseQuery(PREPAYMENT_REQUESTS, {
    variables: prepaymentRequestsVariables(status),
    errorPolicy: "all",
  });
  const rows = useMemo(() => data?.prepaymentRequests ?? [], [data]);
  const waiting = rows.filter((r) => r.status === "waiting");
  const refresh = useCallback(() => {
    startTransition(() => void refetch());
    // The bell's waiting count and the balances live in the server-rendered shell.
    router.refresh();
  }, [refetch, router]);

  const columns = useColumns(refresh);

  if (error && !data)
    return (
      <ErrorState title={t("errorTitle")} text={explain(error)}>
        <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
          {td("retry")}
        </Button>
      </ErrorState>
    );

  return (
    <div className="flex flex-col gap-6">
      <KpiGrid columns={3} label={t("kpis")}>
        <KpiCard
          id="prepayments-waiting"
          label={t("waitingCount")}
          display={String(waiting.length)}
          value={waiting.length}
          icon={Clock}
          tone={waiting.length ? "warning" : "default"}
        />
        <KpiCard
          id="prepayments-waiting-amount"
          label={t("waitingAmount")}
          display={formatMoney(
            locale,
            waiting.reduce((s, r) => s + r.amountCents, 0),
          )}
          value={waiting.reduce((s, r) => s + r.amountCents, 0)}
          icon={Clock}
        />
        <KpiCard
          id="prepayments-shown"
          label={t("shown")}
          display={String(rows.length)}
          value={rows.length}
          icon={Check}
        />
      </KpiGrid>
      <Card>
        <CardBody>
          <PendingFrame pending={pending}>
            <DataTable<Prepayment>
              testId="admin-prepayments"
              columns={columns}
              data={rows}
              csvName="demandes-prepaiement"
              searchPlaceholder={t("search")}
              emptyText={status === "waiting" || status === "" ? t("emptyWaiting") : t("empty")}
              getRowId={(r) => String(r.id)}
              toolbar={
                <div className="flex items-center gap-2">
                  <Label htmlFor="prepayment-status" className="whitespace-nowrap">
                    {t("statusFilter")}
                  </Label>
                  <Select
                    id="prepayment-status"
                    className="w-44"
                    value={status}
                    onChange={(e) => startTransition(() => setStatus(e.target.value))}
                  >
                    <option value="">{t("allStatuses")}</option>
                    {(["waiting", "validated", "refused"] as const).map((s) => (
                      <option key={s} value={s}>
                        {ts(s)}
                      </option>
                    ))}
                  </Select>
                </div>
              }
            />
          </PendingFrame>
        </CardBody>
      </Card>
    </div>
  );
}

function useColumns(refresh: () => void): DataColumn<Prepayment>[] {
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
        id: "clientName",
        accessorFn: (r) => `${r.clientName} ${r.clientEmail}`,
        header: t("client"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.original.clientName}</span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">{row.original.clientEmail}</span>
          </div>
        ),
        meta: { csv: (r: Prepayment) => `${r.clientName} <${r.clientEmail}>` },
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
            {row.original.decidedAt && (
              <span className="text-xs text-zinc-600 dark:text-zinc-400">
                {formatDate(locale, row.original.decidedAt)}
                {row.original.decidedByName ? ` · ${row.original.decidedByName}` : ""}
              </span>
            )}
            {row.original.refusalReason && (
              <span className="text-xs text-zinc-600 dark:text-zinc-400">{row.original.refusalReason}</span>
            )}
          </div>
        ),
      },
      {
        id: "actions",
        header: t("actions"),
        enableSorting: false,
        meta: { noCsv: true },
        cell: ({ row }) => <RowActions p={row.original} onDone={refresh} />,
      },
    ],
    [t, tm, ts, locale, refresh],
  );
}

function RowActions({ p, onDone }: { p: Prepayment; onDone: () => void }) {
  const t = useTranslations("marketMoney.adminPrepayments");
  const locale = useLocale();
  const explain = useMoneyError();
  const [validate] = useMutation(VALIDATE_PREPAYMENT, decided);
  return (
    <div className="flex flex-wrap gap-1.5">
      {p.status === "waiting" && (
        <>
          <ConfirmDialog
            trigger={
              <Button
                className="h-8 px-2 text-xs"
                aria-label={t("validateFor", { client: p.clientName, amount: formatMoney(locale, p.amountCents) })}
              >
                <Check className="size-3.5" aria-hidden />
                {t("validate")}
              </Button>
            }
            title={t("validateTitle")}
            description={t("validateText", {
              client: p.clientName,
              amount: formatMoney(locale, p.amountCents),
              reference: p.reference ?? "—",
            })}
            confirmLabel={t("validateConfirm")}
            onConfirm={async () => {
              try {
                await validate({ variables: { id: p.id } });
                toast.success(t("validated", { amount: formatMoney(locale, p.amountCents) }));
                onDone();
              } catch (e) {
                toast.error(explain(e));
                onDone();
                throw e;
              }
            }}
          />
          <RefuseDialog p={p} onDone={onDone} />
        </>
      )}
      <AdjustDialog userId={p.userId} clientName={p.clientName} onDone={onDone} />
    </div>
  );
}

function RefuseDialog({ p, onDone }: { p: Prepayment; onDone: () => void }) {
  const t = useTranslations("marketMoney.adminPrepayments");
  const te = useTranslations("marketMoney.errors");
  const locale = useLocale();
  const explain = useMoneyError();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [refuse, { loading }] = useMutation(REFUSE_PREPAYMENT, decided);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) {
      setProblem(te("reasonRequired"));
      return;
    }
    try {
      await refuse({ variables: { id: p.id, reason: reason.trim() } });
      toast.success(t("refused"));
      setOpen(false);
      setReason("");
      onDone();
    } catch (err) {
      toast.error(explain(err));
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="h-8 px-2 text-xs text-red-700 dark:text-red-400"
          aria-label={t("refuseFor", { client: p.clientName, amount: formatMoney(locale, p.amountCents) })}
        >
          <X className="size-3.5" aria-hidden />
          {t("refuse")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t("refuseTitle")}
        description={t("refuseText", { client: p.clientName, amount: formatMoney(locale, p.amountCents) })}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-reason`}>{t("refuseReason")}</Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              value={reason}
              aria-invalid={!!problem}
              aria-describedby={`${id}-error`}
              onChange={(e) => (setReason(e.target.value), setProblem(undefined))}
            />
            <FieldError id={`${id}-error`} message={problem} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" className="bg-red-700 hover:bg-red-600" disabled={loading} aria-busy={loading}>
              {t("refuseConfirm")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
