"use client";

import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import { FilePlus2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { GENERATE_PREPAYMENT_INVOICE } from "./operations";

/** The refusals generatePrepaymentInvoice answers with (extensions.code), each with its message. */
const REASONS = ["PREPAYMENT_NOT_VALIDATED", "NOT_MARKET_CLIENT", "ALREADY_INVOICED"] as const;

/** Issues the Weedo market invoice of one validated prepayment, after a confirmation. */
export function PrepaymentInvoiceButton({ id, label, amount }: { id: number; label: string; amount: string }) {
  const t = useTranslations("prepaymentInvoices");
  const router = useRouter();
  const [generate] = useMutation(GENERATE_PREPAYMENT_INVOICE);
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="btn btn-outline" data-testid={`invoice-prepayment-${id}`}>
          <FilePlus2 className="size-4" aria-hidden />
          {t("action")}
        </button>
      }
      title={t("confirm.title")}
      description={t("confirm.text", { client: label, amount })}
      confirmLabel={t("confirm.action")}
      onConfirm={async () => {
        try {
          const r = await generate({ variables: { id } });
          toast.success(t("done", { number: r.data?.generatePrepaymentInvoice.number ?? "" }));
        } catch (e) {
          const reason = CombinedGraphQLErrors.is(e) ? e.errors[0]?.extensions?.code : undefined;
          const known = REASONS.find((r) => r === reason);
          toast.error(known ? t(`errors.${known}`) : t("errors.generic"));
          // Already invoiced meanwhile: the list is stale, show it as it is now.
          if (known === "ALREADY_INVOICED") router.refresh();
          throw e;
        }
        router.refresh();
      }}
    />
  );
}
