"use client";

import { useMutation } from "@apollo/client/react";
import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { REFILE_INCOMING_EINVOICE } from "./operations";

/** Files a received invoice again (after its publisher's SIREN was fixed or its call opened). */
export function RefileButton({ id, label }: { id: number; label: string }) {
  const t = useTranslations("incomingInvoices");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refile] = useMutation(REFILE_INCOMING_EINVOICE);
  return (
    <button
      type="button"
      className="btn btn-outline px-2 py-1 text-xs"
      disabled={busy}
      data-testid={`incoming-refile-${id}`}
      aria-label={t("refile.label", { invoice: label })}
      onClick={async () => {
        setBusy(true);
        try {
          const r = await refile({ variables: { id } });
          const out = r.data?.refileIncomingEinvoice;
          if (out?.status === "matched") toast.success(t("refile.matched", { invoice: label }));
          else toast.warning(t("refile.still", { invoice: label }));
          router.refresh();
        } catch {
          toast.error(t("refile.error"));
        } finally {
          setBusy(false);
        }
      }}
    >
      <RefreshCw className="size-4" aria-hidden />
      {t("refile.action")}
    </button>
  );
}
