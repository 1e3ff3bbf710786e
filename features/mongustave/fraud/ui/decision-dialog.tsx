"use client";

import { useMutation } from "@apollo/client/react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { REVIEW_MG_FRAUD } from "./operations";

export type Decision = "confirm" | "clear" | "reopen";
export interface PendingDecision {
  decision: Decision;
  ids: number[];
}

/**
 * Asks before a decision on one lead or a selection, with its note (required to confirm: it is what
 * finance reads when a client asks why a sale left its invoice). On success: a toast, the selection
 * cleared by the caller, and the server page read again (the case leaves the tab it was in).
 */
export function DecisionDialog({
  pending,
  onClose,
}: {
  pending: PendingDecision | null;
  onClose: (done: boolean) => void;
}) {
  const t = useTranslations("mongustaveFraud");
  const router = useRouter();
  const id = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [review, { loading }] = useMutation(REVIEW_MG_FRAUD);
  const decision = pending?.decision ?? "confirm";
  const count = pending?.ids.length ?? 0;

  const close = (done: boolean) => {
    setNote("");
    setError(undefined);
    onClose(done);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!pending) return;
    if (decision === "confirm" && note.trim().length < 3) {
      setError(t("dialog.noteRequired"));
      return;
    }
    try {
      const r = await review({ variables: { input: { ids: pending.ids, decision, note: note.trim() || null } } });
      const out = r.data?.reviewMgFraud;
      toast.success(t(`toast.${decision}`, { count: out?.updated.length ?? 0 }));
      if (out?.skipped.length) toast.info(t("toast.skipped", { count: out.skipped.length }));
      if (out?.inValidatedMonth.length) toast.warning(t("toast.invoiced", { count: out.inValidatedMonth.length }));
      close(true);
      router.refresh();
    } catch {
      toast.error(t("toast.error"));
    }
  };

  return (
    <Dialog open={pending != null} onOpenChange={(open) => !open && close(false)}>
      {pending && (
        <DialogContent title={t(`dialog.${decision}Title`)} description={t(`dialog.${decision}Text`, { count })}>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="fraud-decision-form">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-note`}>{t("dialog.note")}</Label>
              <Textarea
                id={`${id}-note`}
                rows={3}
                maxLength={500}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                aria-invalid={!!error}
                aria-required={decision === "confirm"}
                aria-describedby={`${id}-hint ${id}-error`}
              />
              <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
                {decision === "confirm" ? t("dialog.noteRequired") : t("dialog.noteOptional")}
              </p>
              <FieldError id={`${id}-error`} message={error} />
            </div>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => close(false)}>
                {t("dialog.cancel")}
              </Button>
              <Button type="submit" disabled={loading} aria-busy={loading} data-testid="fraud-decision-submit">
                {t("dialog.submit")}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
