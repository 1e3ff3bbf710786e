"use client";

import { useMutation } from "@apollo/client/react";
import { RotateCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { RETRY_DEPOSIT } from "./operations";

/** From a stalled invoice's row: deposit it again on the approved platform, after confirmation. */
export function RetryDepositButton({ id, number, error }: { id: number; number: string; error: string }) {
  const t = useTranslations("invoices");
  const router = useRouter();
  const [retry] = useMutation(RETRY_DEPOSIT);
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="btn btn-outline px-2 py-1 text-xs" data-testid={`einvoice-retry-${number}`}>
          <RotateCw className="size-4" aria-hidden />
          {t("retryDeposit.action")}
        </button>
      }
      title={t("retryDeposit.title", { number })}
      description={t("retryDeposit.text", { number, error })}
      confirmLabel={t("retryDeposit.confirm")}
      onConfirm={async () => {
        try {
          await retry({ variables: { invoiceId: id } });
          toast.success(t("retryDeposit.done", { number }));
        } catch (e) {
          const code = (e as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
          toast.error(
            code === "DEPOSIT_IN_PROGRESS"
              ? t("retryDeposit.inProgress")
              : code === "ALREADY_DEPOSITED"
                ? t("retryDeposit.already")
                : t("errors.generic"),
          );
          throw e;
        }
        router.refresh();
      }}
    />
  );
}
