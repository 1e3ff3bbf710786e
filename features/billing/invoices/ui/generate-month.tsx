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
import type { MonthPlatform } from "@/lib/domain/states";
import { GENERATE_MONTH_INVOICES } from "./operations";

export interface MonthOption {
  platform: MonthPlatform;
  month: string;
  clients: number;
  invoiced: number;
}

/** Issue the invoices of a validated month (the server lists the months; already invoiced clients are skipped). */
export function GenerateMonth({ months }: { months: MonthOption[] }) {
  const t = useTranslations("invoices");
  const router = useRouter();
  const [choice, setChoice] = useState(months.find((m) => m.invoiced < m.clients) ?? months[0]);
  const [generate] = useMutation(GENERATE_MONTH_INVOICES);
  if (!choice) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("generate.none")}</p>;
  const key = (m: MonthOption) => `${m.platform}:${m.month}`;
  const label = (m: MonthOption) =>
    t("generate.option", {
      platform: t(`platforms.${m.platform}`),
      month: m.month.slice(0, 7),
      invoiced: m.invoiced,
      clients: m.clients,
    });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex w-full flex-col gap-1 sm:w-96">
        <Label htmlFor="generate-month">{t("generate.month")}</Label>
        <Select
          id="generate-month"
          value={key(choice)}
          onChange={(e) => setChoice(months.find((m) => key(m) === e.target.value) ?? choice)}
        >
          {months.map((m) => (
            <option key={key(m)} value={key(m)}>
              {label(m)}
            </option>
          ))}
        </Select>
      </div>
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className="btn btn-primary"
            data-testid="generate-invoices"
            disabled={choice.invoiced >= choice.clients}
          >
            <FilePlus2 className="size-4" aria-hidden />
            {t("generate.action")}
          </button>
        }
        title={t("generate.title")}
        description={t("generate.text", {
          count: choice.clients - choice.invoiced,
          month: choice.month.slice(0, 7),
          platform: t(`platforms.${choice.platform}`),
        })}
        confirmLabel={t("generate.confirm")}
        onConfirm={async () => {
          try {
            const r = await generate({ variables: { platform: choice.platform, month: choice.month } });
            toast.success(t("generate.done", { count: r.data?.generateMonthInvoices.issued.length ?? 0 }));
          } catch (e) {
            toast.error(t("errors.generic"));
            throw e;
          }
          router.refresh();
        }}
      />
    </div>
  );
}
