"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";

/** The ten recovery codes, shown once after the enrolment. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const t = useTranslations("twoFactor");
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success(t("copied"));
    } catch {
      // Clipboard refused (permissions): the codes stay on screen to be copied by hand.
    }
  }
  return (
    <div className="flex flex-col gap-3" role="region" aria-labelledby="two-factor-recovery-title">
      <h3 id="two-factor-recovery-title" className="font-semibold">
        {t("recoveryTitle")}
      </h3>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("recoveryDescription")}</p>
      <ul
        aria-label={t("recoveryTitle")}
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-md border border-zinc-200 bg-zinc-50 p-3 font-mono text-sm dark:border-zinc-800 dark:bg-zinc-950"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {t("copy")}
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel ?? t("recoveryDone")}
        </Button>
      </div>
    </div>
  );
}
