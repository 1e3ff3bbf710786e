"use client";

import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Lock } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import type { MonthPlatform } from "@/lib/domain/states";
import { VALIDATE_MONTH } from "./operations";

/** Validates (freezes) the month after a confirmation saying what it freezes. */
export function ValidateMonthButton({
  platform,
  month,
  monthLabel,
  count,
  total,
}: {
  platform: MonthPlatform;
  month: string;
  monthLabel: string;
  count: number;
  total: string;
}) {
  const t = useTranslations("validatedStats.validate");
  const router = useRouter();
  const [validate] = useMutation(VALIDATE_MONTH);
  return (
    <ConfirmDialog
      trigger={
        <Button data-testid="validate-month">
          <Lock className="size-4" aria-hidden />
          {t("open")}
        </Button>
      }
      title={t("title", { month: monthLabel })}
      description={t("description", { count, total })}
      confirmLabel={t("confirm")}
      onConfirm={async () => {
        try {
          const { data } = await validate({ variables: { platform, month } });
          toast.success(t("done", { calls: data?.validateBillingMonth.invoice_calls ?? 0 }));
          router.refresh();
        } catch (e) {
          const frozen = CombinedGraphQLErrors.is(e) && e.errors.some((x) => x.extensions?.code === "MONTH_FROZEN");
          toast.error(frozen ? t("frozen") : t("error"));
          throw e;
        }
      }}
    />
  );
}
