"use client";

import { TriangleAlert, Wallet } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/components/data/format";
import { isLowBalance } from "@/lib/constants";
import { cn } from "@/lib/utils/cn";
import type { Solde } from "./operations";

/** Balance HT and TTC, the last prepayment, and the low-balance warning of spec §4 (as in the top bar). */
export function BalanceSummary({ solde }: { solde: Solde }) {
  const t = useTranslations("marketMoney.balance");
  const locale = useLocale();
  const low = isLowBalance(solde.soldeHt, solde.lastPrepaiement);
  return (
    <div data-testid="money-balance" data-value={solde.soldeHt} data-low={low} className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div>
          <dt className="flex items-center gap-1.5 text-sm text-zinc-600 dark:text-zinc-400">
            <Wallet className="size-4" aria-hidden />
            {t("ht")}
          </dt>
          <dd
            data-testid="money-balance-ht"
            className={cn("mt-1 text-2xl font-semibold tabular-nums", low && "text-red-700 dark:text-red-400")}
          >
            <span className={cn(low && "weedo-blink")}>{formatMoney(locale, solde.soldeHt)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-zinc-600 dark:text-zinc-400">{t("ttc")}</dt>
          <dd data-testid="money-balance-ttc" className="mt-1 text-2xl font-semibold tabular-nums">
            {formatMoney(locale, solde.soldeTtc)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-zinc-600 dark:text-zinc-400">{t("lastPrepayment")}</dt>
          <dd className="mt-1 text-lg tabular-nums">
            {solde.lastPrepaiement == null ? t("noPrepayment") : formatMoney(locale, solde.lastPrepaiement)}
          </dd>
        </div>
      </dl>
      {low ? (
        <p
          role="status"
          data-testid="money-low-balance"
          className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("lowText", { threshold: formatMoney(locale, Math.round((solde.lastPrepaiement ?? 0) * 0.2)) })}
        </p>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("okText")}</p>
      )}
    </div>
  );
}
