"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@apollo/client/react";
import { Copy, KeyRound, Plug, Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { z } from "zod";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatMoney, formatNumber } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { sourceInput } from "@/lib/validation/category";
import { useCatalogError, useFieldMessage } from "./errors";
import { CREATE_SOURCE, SET_SOURCE_ACTIVE, SOURCES, type Source } from "./operations";
import { SourceTrustDialog } from "./source-trust-dialog";

/** The form works in euros; the API in cents. */
const sourceForm = z.object({
  name: sourceInput.shape.name,
  cost: z
    .string()
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, { error: "price" }),
});
type SourceForm = z.infer<typeof sourceForm>;

/** Intake partners: their lead counts, a new source (its API key shown once), deactivation. */
export function SourcesPanel() {
  const t = useTranslations("marketCatalog.sources");
  const td = useTranslations("data");
  const locale = useLocale();
  const explain = useCatalogError();
  const { data, loading, error, refetch } = useQuery(SOURCES, { fetchPolicy: "cache-and-network" });
  const [setActive] = useMutation(SET_SOURCE_ACTIVE);

  const toggle = async (s: Source) => {
    try {
      await setActive({ variables: { id: s.id, active: !s.active } });
      toast.success(s.active ? t("deactivated", { name: s.name }) : t("activated", { name: s.name }));
      await refetch();
    } catch (e) {
      toast.error(explain(e));
      throw e;
    }
  };

  const columns = useMemo<DataColumn<Source>[]>(
    () => [
      { id: "name", accessorKey: "name", header: t("name") },
      {
        id: "costCents",
        accessorKey: "costCents",
        header: t("cost"),
        cell: ({ row }) => formatMoney(locale, row.original.costCents),
        meta: { align: "right", csv: (r: Source) => (r.costCents / 100).toFixed(2) },
      },
      {
        id: "leads",
        accessorKey: "leads",
        header: t("leads"),
        cell: ({ row }) => formatNumber(locale, row.original.leads),
        meta: { align: "right" },
      },
      {
        id: "lastLeadAt",
        accessorFn: (r) => r.lastLeadAt ?? "",
        header: t("lastLead"),
        cell: ({ row }) => (row.original.lastLeadAt ? formatDate(locale, row.original.lastLeadAt) : "—"),
      },
      {
        id: "minTrustScore",
        accessorFn: (r) => r.minTrustScore ?? -1,
        header: t("trust"),
        cell: ({ row }) => (
          <div className="flex items-center gap-2">
            {row.original.minTrustScore == null ? (
              <Badge tone="neutral">{t("trustOff")}</Badge>
            ) : (
              <span className="tabular-nums">{row.original.minTrustScore}/100</span>
            )}
            <SourceTrustDialog source={row.original} onSaved={() => void refetch()} />
          </div>
        ),
        meta: { csv: (r: Source) => (r.minTrustScore == null ? "" : String(r.minTrustScore)) },
      },
      {
        id: "createdAt",
        accessorKey: "createdAt",
        header: t("createdAt"),
        cell: ({ row }) => formatDate(locale, row.original.createdAt),
      },
      {
        id: "active",
        accessorKey: "active",
        header: t("status"),
        cell: ({ row }) => {
          const s = row.original;
          return (
            <div className="flex items-center gap-2">
              <Badge tone={s.active ? "success" : "neutral"}>{s.active ? t("active") : t("inactive")}</Badge>
              {s.active ? (
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="outline"
                      className="h-8 px-2 text-xs"
                      aria-label={t("deactivateOf", { name: s.name })}
                    >
                      {t("deactivate")}
                    </Button>
                  }
                  title={t("deactivateTitle", { name: s.name })}
                  description={t("deactivateText")}
                  confirmLabel={t("deactivate")}
                  destructive
                  onConfirm={() => toggle(s)}
                />
              ) : (
                <Button
                  variant="outline"
                  className="h-8 px-2 text-xs"
                  aria-label={t("activateOf", { name: s.name })}
                  onClick={() => void toggle(s).catch(() => undefined)}
                >
                  {t("activate")}
                </Button>
              )}
            </div>
          );
        },
        meta: { csv: (r: Source) => (r.active ? t("active") : t("inactive")) },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale],
  );

  if (error && !data) {
    return (
      <ErrorState title={t("loadError")} text={explain(error)}>
        <Button variant="outline" onClick={() => void refetch()}>
          {td("retry")}
        </Button>
      </ErrorState>
    );
  }
  const rows = data?.marketSources ?? [];
  const create = <CreateSourceDialog onCreated={() => void refetch()} />;
  return (
    <Card>
      <CardHeader title={t("title")} description={t("description")} />
      <CardBody className="flex flex-col gap-4">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t.rich("endpoint", {
            code: (chunks) => (
              <code className="rounded bg-zinc-100 px-1 py-0.5 text-xs dark:bg-zinc-800">{chunks}</code>
            ),
          })}
        </p>
        {!loading && rows.length === 0 ? (
          <EmptyState icon={Plug} title={t("emptyTitle")} text={t("emptyText")}>
            {create}
          </EmptyState>
        ) : (
          <DataTable<Source>
            testId="market-sources"
            columns={columns}
            data={rows}
            loading={loading && !data}
            csvName="sources"
            searchPlaceholder={t("search")}
            emptyText={t("noMatch")}
            getRowId={(r) => String(r.id)}
            toolbar={create}
          />
        )}
      </CardBody>
    </Card>
  );
}

function CreateSourceDialog({ onCreated }: { onCreated: () => void }) {
  const t = useTranslations("marketCatalog.sources");
  const msg = useFieldMessage();
  const explain = useCatalogError();
  const [open, setOpen] = useState(false);
  const [apiKey, setApiKey] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CREATE_SOURCE);
  const form = useForm<SourceForm>({ resolver: zodResolver(sourceForm), defaultValues: { name: "", cost: "0" } });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (v) => {
    try {
      const r = await create({
        variables: { name: v.name, costCents: Math.round(Number(v.cost.replace(",", ".")) * 100) },
      });
      setApiKey(r.data?.createMarketSource.apiKey ?? null);
      toast.success(t("created", { name: v.name }));
      form.reset();
      onCreated();
    } catch (e) {
      toast.error(explain(e));
    }
  });

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setApiKey(null);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden className="size-4" />
          {t("new")}
        </Button>
      </DialogTrigger>
      <DialogContent title={apiKey ? t("keyTitle") : t("new")} description={apiKey ? t("keyText") : t("newText")}>
        {apiKey ? (
          <div className="flex flex-col gap-3">
            <Label htmlFor="source-api-key">{t("apiKey")}</Label>
            <div className="flex gap-2">
              <Input
                id="source-api-key"
                readOnly
                value={apiKey}
                className="font-mono text-xs"
                onFocus={(e) => e.currentTarget.select()}
                data-testid="source-api-key"
              />
              <Button
                variant="outline"
                aria-label={t("copy")}
                onClick={() => {
                  void navigator.clipboard?.writeText(apiKey).then(
                    () => toast.success(t("copied")),
                    () => toast.error(t("copyFailed")),
                  );
                }}
              >
                <Copy aria-hidden className="size-4" />
              </Button>
            </div>
            <p className="flex items-center gap-2 text-sm text-amber-700 dark:text-amber-400">
              <KeyRound aria-hidden className="size-4" />
              {t("keyOnce")}
            </p>
            <Button onClick={() => close(false)}>{t("done")}</Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor="source-name">{t("name")} *</Label>
              <Input
                id="source-name"
                {...form.register("name")}
                aria-invalid={!!errors.name}
                aria-describedby="source-name-error"
              />
              <FieldError id="source-name-error" message={msg(errors.name?.message)} />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="source-cost">{t("costEuros")} *</Label>
              <Input
                id="source-cost"
                inputMode="decimal"
                {...form.register("cost")}
                aria-invalid={!!errors.cost}
                aria-describedby="source-cost-error"
              />
              <FieldError id="source-cost-error" message={msg(errors.cost?.message)} />
            </div>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => close(false)}>
                {t("cancel")}
              </Button>
              <Button type="submit" disabled={loading}>
                {t("create")}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
