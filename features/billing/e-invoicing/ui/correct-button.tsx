"use client";

import { useMutation } from "@apollo/client/react";
import { FilePen } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { CORRECT_INVOICE } from "./operations";

/**
 * The corrective path from a rejected or refused invoice's row: after confirmation, a credit note
 * and the replacement invoice are issued together; the page is then refreshed from the server.
 */
export function CorrectInvoiceButton({ id, number }: { id: number; number: string }) {
  const t = useTranslations("invoices");
  const router = useRouter();
  const [correct] = useMutation(CORRECT_INVOICE);
  return (
    <ConfirmDialog
      destructive
      trigger={
        <button type="button" className="btn btn-outline px-2 py-1 text-xs" data-testid={`invoice-correct-${number}`}>
          <FilePen className="size-4" aria-hidden />
          {t("correct.action")}
        </button>
      }
      title={t("correct.title", { number })}
      description={t("correct.text", { number })}
      confirmLabel={t("correct.confirm")}
      onConfirm={async () => {
        try {
          const r = await correct({ variables: { id } });
          toast.success(t("correct.done", { number: r.data?.correctInvoice.invoice.number ?? "" }));
        } catch (e) {
          const code = (e as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
          toast.error(
            code === "NOT_CORRECTABLE"
              ? t("errors.notCorrectable")
              : code === "ALREADY_CORRECTED"
                ? t("errors.alreadyCorrected")
                : t("errors.generic"),
          );
          throw e;
        }
        router.refresh();
      }}
    />
  );
}
