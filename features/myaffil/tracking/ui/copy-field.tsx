"use client";

import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";

/** A code snippet or URL to install, with its label and a copy button. */
export function CopyField({
  label,
  value,
  testId,
  hint,
}: {
  label: string;
  value: string;
  testId: string;
  hint?: string;
}) {
  const t = useTranslations("myaffilTracking.pixels");
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(t("copied"));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t("copyFailed"));
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Button type="button" variant="outline" onClick={copy} aria-label={`${t("copy")} — ${label}`}>
          {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copied ? t("copiedShort") : t("copy")}
        </Button>
      </div>
      <textarea
        id={id}
        data-testid={testId}
        readOnly
        value={value}
        rows={Math.min(4, Math.max(1, Math.ceil(value.length / 80)))}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full resize-none rounded-md border border-zinc-300 bg-zinc-50 p-2 font-mono text-xs break-all dark:border-zinc-700 dark:bg-zinc-950"
      />
      {hint && <p className="text-xs text-zinc-600 dark:text-zinc-400">{hint}</p>}
    </div>
  );
}
