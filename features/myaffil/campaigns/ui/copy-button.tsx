"use client";

import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";

/** Copies a text (a tracking link) to the clipboard, says so, and falls back to selecting it. */
export function CopyButton({ value, label, withText }: { value: string; label: string; withText?: boolean }) {
  const t = useTranslations("myaffilPrograms.campaigns");
  const [done, setDone] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      className="h-8 px-2"
      title={label}
      aria-label={label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setDone(true);
          toast.success(t("copied"));
          setTimeout(() => setDone(false), 2000);
        } catch {
          window.prompt(t("copyManually"), value);
        }
      }}
    >
      {done ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      {withText && <span>{t("copy")}</span>}
    </Button>
  );
}
