"use client";

import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Lock } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { parisMonth } from "@/lib/domain/paris-time";
import type { MonthPlatform } from "@/lib/domain/states";
import { VALIDATE_MONTH } from "./operations";

/**
 * Validates (freezes) the month after a confirmation saying what it freezes: what the advertisers are
 * billed and what the publishers are owed, apart (their sum means nothing). A month that is not over
 * yet (Paris time) takes the month typed out, and the server refuses it otherwise.
 */
export function ValidateMonthButton({
  platform,
  month,
  monthLabel,
  count,
  revenue,
  payouts,
}: {
  platform: MonthPlatform;
  month: string;
  monthLabel: string;
  count: number;
  /** Formatted HT totals of the advertiser lines and of the publisher lines. */
  revenue: string;
  payouts: string;
}) {
  const t = useTranslations("validatedStats.validate");
  const router = useRouter();
  const [validate] = useMutation(VALIDATE_MONTH);
  const typedMonth = month.slice(0, 7);
  const early = `${typedMonth}-01` >= parisMonth(new Date());
  return (
    <ConfirmDialog
      typed={early ? { label: t("typeMonth", { month: typedMonth }), expected: typedMonth } : undefined}
      trigger={
        <Button data-testid="validate-month">
          <Lock className="size-4" aria-hidden />
          {t("open")}
        </Button>
      }
      title={t("title", { month: monthLabel })}
      description={
        <>
          {t("description", { count, revenue, payouts })}
          {early && <strong className="mt-2 block text-amber-700 dark:text-amber-400">{t("early")}</strong>}
        </>
      }
      confirmLabel={t("confirm")}
      onConfirm={async () => {
        try {
          const { data } = await validate({ variables: { platform, month, early: early ? typedMonth : null } });
          toast.success(t("done", { calls: data?.validateBillingMonth.invoice_calls ?? 0 }));
          router.refresh();
        } catch (e) {
          const code = CombinedGraphQLErrors.is(e) ? e.errors[0]?.extensions?.code : undefined;
          toast.error(code === "MONTH_FROZEN" ? t("frozen") : code === "MONTH_NOT_OVER" ? t("notOver") : t("error"));
          throw e;
        }
      }}
    />
  );
}
