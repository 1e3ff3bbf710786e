"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { Pencil, Plus, TicketPercent, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDay, formatMoney } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { promoCodeSchema } from "@/lib/validation/promo-code";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { useOrderError } from "@/features/market/orders/ui/use-order-error";
import { CREATE_PROMO, DELETE_PROMO, PROMO_CODES, UPDATE_PROMO, type PromoCode } from "./operations";
import { parisDay } from "@/lib/domain/paris-time";

const todayParis = () => parisDay(new Date());

/** Whether a code can be used today, and why not. */
function statusOf(p: PromoCode): "active" | "inactive" | "scheduled" | "expired" | "exhausted" {
  const today = todayParis();
  if (!p.active) return "inactive";
  if (p.validFrom && today < p.validFrom) return "scheduled";
  if (p.validTo && today > p.validTo) return "expired";
  if (p.maxUses != null && p.uses >= p.maxUses) return "exhausted";
  return "active";
}

/** codepromo: the promo codes (percent off the unit price, or an amount credited once), with validity and uses. */
export function PromoCodes() {
  const t = useTranslations("marketOrders.promoCodes");
  const td = useTranslations("data");
  const locale = useLocale();
  const { explain } = useOrderError();
  // Preloaded by the page on the server: the first HTML holds the codes.
  const { data, error, refetch } = useSuspenseQuery(PROMO_CODES, { errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  const [remove] = useMutation(DELETE_PROMO);
  const [editing, setEditing] = useState<PromoCode | null | "new">(null);

  const columns = useMemo<DataColumn<PromoCode>[]>(
    () => [
      {
        id: "code",
        accessorKey: "code",
        header: t("code"),
        cell: ({ row }) => <span className="font-mono font-semibold">{row.original.code}</span>,
      },
      {
        id: "value",
        accessorFn: (r) => (r.kind === "percent" ? `${r.value} %` : formatMoney(locale, r.value)),
        header: t("value"),
        cell: ({ row }) =>
          row.original.kind === "percent"
            ? t("percentOff", { value: row.original.value })
            : t("amountCredit", { amount: formatMoney(locale, row.original.value) }),
      },
      {
        id: "validity",
        accessorFn: (r) => `${r.validFrom ?? ""} ${r.validTo ?? ""}`,
        header: t("validity"),
        cell: ({ row }) =>
          row.original.validFrom || row.original.validTo
            ? t("validRange", {
                from: row.original.validFrom ? formatDay(locale, row.original.validFrom, "short") : "…",
                to: row.original.validTo ? formatDay(locale, row.original.validTo, "short") : "…",
              })
            : t("always"),
      },
      {
        id: "uses",
        accessorKey: "uses",
        header: t("uses"),
        cell: ({ row }) =>
          row.original.maxUses != null ? `${row.original.uses} / ${row.original.maxUses}` : String(row.original.uses),
        meta: { align: "right" },
      },
      { id: "orders", accessorKey: "orders", header: t("orders"), meta: { align: "right" } },
      {
        id: "status",
        accessorFn: (r) => t(`status.${statusOf(r)}`),
        header: t("statusLabel"),
        cell: ({ row }) => {
          const s = statusOf(row.original);
          return (
            <Badge tone={s === "active" ? "success" : s === "scheduled" ? "info" : "neutral"}>{t(`status.${s}`)}</Badge>
          );
        },
      },
      {
        id: "actions",
        header: t("actions"),
        enableSorting: false,
        meta: { noCsv: true },
        cell: ({ row }) => (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              className="h-8 px-2"
              onClick={() => setEditing(row.original)}
              aria-label={t("editNamed", { code: row.original.code })}
            >
              <Pencil className="size-4" aria-hidden /> {t("edit")}
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" className="h-8 px-2" aria-label={t("deleteNamed", { code: row.original.code })}>
                  <Trash2 className="size-4" aria-hidden /> {t("delete")}
                </Button>
              }
              title={t("deleteTitle", { code: row.original.code })}
              description={row.original.uses > 0 ? t("deleteUsedText") : t("deleteText")}
              confirmLabel={t("delete")}
              destructive
              onConfirm={async () => {
                try {
                  const r = await remove({ variables: { id: row.original.id } });
                  toast.success(r.data?.deleteMarketPromoCode === "deactivated" ? t("deactivated") : t("deleted"));
                  startTransition(() => void refetch());
                } catch (e) {
                  toast.error(explain(e));
                  throw e;
                }
              }}
            />
          </div>
        ),
      },
    ],
    [t, locale, remove, refetch, explain],
  );

  const newButton = (
    <Button onClick={() => setEditing("new")}>
      <Plus className="size-4" aria-hidden /> {t("new")}
    </Button>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} actions={newButton} />
      {error && !data ? (
        <ErrorState title={t("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : data && data.marketPromoCodes.length === 0 ? (
        <EmptyState icon={TicketPercent} title={t("emptyTitle")} text={t("emptyText")}>
          {newButton}
        </EmptyState>
      ) : (
        <PendingFrame pending={pending}>
          <DataTable
            testId="promo-codes"
            columns={columns}
            data={data?.marketPromoCodes ?? []}
            csvName="codes-promo"
            searchPlaceholder={t("search")}
            emptyText={t("emptyTitle")}
          />
        </PendingFrame>
      )}
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        {editing !== null && (
          <DialogContent title={editing === "new" ? t("createTitle") : t("editTitle", { code: editing.code })}>
            <PromoForm
              promo={editing === "new" ? null : editing}
              onDone={() => {
                setEditing(null);
                startTransition(() => void refetch());
              }}
            />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

function PromoForm({ promo, onDone }: { promo: PromoCode | null; onDone: () => void }) {
  const t = useTranslations("marketOrders.promoCodes");
  const te = useTranslations("marketOrders.errors");
  const { explain, fields } = useOrderError();
  const [create] = useMutation(CREATE_PROMO);
  const [update] = useMutation(UPDATE_PROMO);
  const [code, setCode] = useState(promo?.code ?? "");
  const [kind, setKind] = useState<"percent" | "amount">(promo?.kind ?? "percent");
  const [value, setValue] = useState(promo ? String(promo.kind === "amount" ? promo.value / 100 : promo.value) : "");
  const [validFrom, setValidFrom] = useState(promo?.validFrom ?? "");
  const [validTo, setValidTo] = useState(promo?.validTo ?? "");
  const [maxUses, setMaxUses] = useState(promo?.maxUses == null ? "" : String(promo.maxUses));
  const [active, setActive] = useState(promo?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const n = Number(value.replace(",", "."));
    const input = {
      code,
      kind,
      value: value.trim() === "" ? Number.NaN : kind === "amount" ? Math.round(n * 100) : n,
      validFrom: validFrom || null,
      validTo: validTo || null,
      maxUses: maxUses.trim() === "" ? null : Number(maxUses),
      active,
    };
    const r = promoCodeSchema.safeParse(input);
    if (!r.success) {
      setErrors(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), te(i.message as never)])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (promo) await update({ variables: { id: promo.id, input } });
      else await create({ variables: { input } });
      toast.success(promo ? t("updated") : t("created"));
      onDone();
    } catch (err) {
      setErrors(fields(err));
      toast.error(explain(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor="promo-code">{t("code")} *</Label>
        <Input
          id="promo-code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          className="font-mono uppercase"
          aria-describedby="err-promo-code"
          aria-invalid={!!errors.code}
        />
        <FieldError id="err-promo-code" message={errors.code} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="promo-kind">{t("kind")}</Label>
          <Select id="promo-kind" value={kind} onChange={(e) => setKind(e.target.value as "percent" | "amount")}>
            <option value="percent">{t("kinds.percent")}</option>
            <option value="amount">{t("kinds.amount")}</option>
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="promo-value">{kind === "percent" ? t("valuePercent") : t("valueAmount")} *</Label>
          <Input
            id="promo-value"
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-describedby="err-promo-value"
            aria-invalid={!!errors.value}
          />
          <FieldError id="err-promo-value" message={errors.value} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="promo-from">{t("validFrom")}</Label>
          <Input id="promo-from" type="date" value={validFrom} onChange={(e) => setValidFrom(e.target.value)} />
          <FieldError id="err-promo-from" message={errors.validFrom} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="promo-to">{t("validTo")}</Label>
          <Input
            id="promo-to"
            type="date"
            value={validTo}
            onChange={(e) => setValidTo(e.target.value)}
            aria-describedby="err-promo-to"
          />
          <FieldError id="err-promo-to" message={errors.validTo} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="promo-max">{t("maxUses")}</Label>
          <Input
            id="promo-max"
            type="number"
            min={1}
            value={maxUses}
            onChange={(e) => setMaxUses(e.target.value)}
            placeholder={t("unlimited")}
            aria-describedby="err-promo-max"
          />
          <FieldError id="err-promo-max" message={errors.maxUses} />
        </div>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          {t("activeLabel")}
        </label>
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {kind === "percent" ? t("percentHelp") : t("amountHelp")}
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {promo ? t("save") : t("create")}
        </Button>
      </div>
    </form>
  );
}
