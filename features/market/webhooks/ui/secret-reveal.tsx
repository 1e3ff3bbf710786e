"use client";

import { Copy, KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";

/** The signing secret, shown once right after creation or regeneration. */
export function SecretReveal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const t = useTranslations("marketWebhooks.secret");
  return (
    <Dialog open={!!secret} onOpenChange={(o) => !o && onClose()}>
      {secret && (
        <DialogContent title={t("title")} description={t("description")}>
          <div className="flex flex-col gap-3">
            <div className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950/40">
              <KeyRound className="size-4 shrink-0 text-amber-700" aria-hidden />
              <code data-testid="webhook-secret" className="min-w-0 flex-1 break-all text-xs">
                {secret}
              </code>
            </div>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("howTo")}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="outline"
                onClick={() => {
                  void navigator.clipboard?.writeText(secret).then(
                    () => toast.success(t("copied")),
                    () => toast.error(t("copyFailed")),
                  );
                }}
              >
                <Copy className="size-4" aria-hidden /> {t("copy")}
              </Button>
              <Button onClick={onClose}>{t("done")}</Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
