"use client";

import { useMutation } from "@apollo/client/react";
import { FilePlus2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { GENERATE_SETTLEMENT } from "./operations";

export interface SettlementOption {
  month: string;
  clients: number;
  invoiced: number;
  prepayments_to_invoice: number;
}

const codeOf = (e: unknown) => (e as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;

/** Pick an ended month and issue its final invoices, after confirmation; refused while acomptes are missing. */
export function GenerateSettlement({ months, canGenerate }: { months: SettlementOption[]; canGenerate: boolean }) {
  const t = useTranslations("invoices.settlement");
  const router = useRouter();
  const [choice, setChoice] = useState(months.find((m) => m.invoiced < m.clients) ?? months[0]);
  const [generate] = useMutation(GENERATE_SETTLEMENT);
  if (!choice) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("none")}</p>;
  const label = (m: SettlementOption) =>
    t("option", { month: m.month.slice(0, 7), invoiced: m.invoiced, clients: m.clients });
  const blocked = choice.prepayments_to_invoice > 0;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-full flex-col gap-1 sm:w-96">
          <Label htmlFor="settlement-month">{t("month")}</Label>
          <Select
            id="settlement-month"
            value={choice.month}
            onChange={(e) => setChoice(months.find((m) => m.month === e.target.value) ?? choice)}
          >
            {months.map((m) => (
              <option key={m.month} value={m.month}>
                {label(m)}
              </option>
            ))}
          </Select>
        </div>
        {canGenerate && (
          <ConfirmDialog
            trigger={
              <button
                type="button"
                className="btn btn-primary"
                data-testid="generate-settlement"
                disabled={blocked || choice.invoiced >= choice.clients}
              >
                <FilePlus2 className="size-4" aria-hidden />
                {t("action")}
              </button>
            }
            title={t("title")}
            description={t("text", { count: choice.clients - choice.invoiced, month: choice.month.slice(0, 7) })}
            confirmLabel={t("confirm")}
            onConfirm={async () => {
              try {
                const r = await generate({ variables: { month: choice.month } });
                toast.success(t("done", { count: r.data?.generateMarketMonthInvoices.issued.length ?? 0 }));
              } catch (e) {
                const code = codeOf(e);
                toast.error(
                  code === "PREPAYMENTS_NOT_INVOICED"
                    ? t("blocked", { count: choice.prepayments_to_invoice || 1 })
                    : code === "MONTH_NOT_OVER"
                      ? t("notOver")
                      : t("generic"),
                );
                throw e;
              }
              router.refresh();
            }}
          />
        )}
      </div>
      {blocked && (
        <p className="text-sm text-amber-700 dark:text-amber-300" role="status" data-testid="settlement-blocked">
          {t("blocked", { count: choice.prepayments_to_invoice })}
        </p>
      )}
    </div>
  );
}
