"use client";

import { useMutation } from "@apollo/client/react";
import { KeyRound } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatNumber } from "@/components/data/format";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { ROTATE_KEY } from "./operations";

/** The client's API access: the key in use (its prefix), the plan, and a new key (confirmed, shown once). */
export function AccountCard({ keyPrefix, planMonthly }: { keyPrefix: string; planMonthly: number }) {
  const t = useTranslations("weedoCheck.account");
  const tc = useTranslations("weedoCheck.common");
  const locale = useLocale();
  const [rotate] = useMutation(ROTATE_KEY);
  const [fresh, setFresh] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3 text-sm">
      <h2 className="text-base font-semibold">{t("title")}</h2>
      <p className="font-mono">{t("key", { prefix: fresh ? fresh.slice(0, 7) : keyPrefix })}</p>
      <p>{t("plan", { plan: formatNumber(locale, planMonthly) })}</p>
      <p className="text-zinc-600 dark:text-zinc-400">{t("usage")}</p>
      {fresh && (
        <p role="status" className="rounded-md border border-emerald-300 p-2 dark:border-emerald-800">
          {t("newKey")} <code className="break-all">{fresh}</code>
        </p>
      )}
      <ConfirmDialog
        title={t("rotate")}
        description={t("rotateConfirm")}
        confirmLabel={t("rotate")}
        destructive
        onConfirm={async () => {
          try {
            const { data } = await rotate();
            if (data) setFresh(data.rotateCheckKey);
          } catch {
            toast.error(tc("genericError"));
          }
        }}
        trigger={
          <button type="button" className="btn btn-outline self-start">
            <KeyRound className="size-4" aria-hidden />
            {t("rotate")}
          </button>
        }
      />
    </div>
  );
}
