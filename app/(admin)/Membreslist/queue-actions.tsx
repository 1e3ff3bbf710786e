"use client";

import { useMutation } from "@apollo/client/react";
import { Check, Loader2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { REFUSAL_REASON } from "@/lib/validation/member";
import { APPROVE_MEMBER, REFUSE_MEMBER } from "./operations";

/**
 * Approve, or refuse with a reason, one account of the queue. After a decision the server page is
 * rendered again (the queue, the list and the bell's count all move).
 */
export function QueueActions({ id, name }: { id: number; name: string }) {
  const t = useTranslations("members.queue");
  const router = useRouter();
  const reasonId = useId();
  const [approve, approving] = useMutation(APPROVE_MEMBER);
  const [refuse, refusing] = useMutation(REFUSE_MEMBER);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState(false);
  const busy = approving.loading || refusing.loading;

  const settle = (answer: string | undefined, done: string) => {
    if (answer === "OK") toast.success(done);
    else if (answer === "NOT_PENDING") toast.info(t("notPending"));
    else toast.error(t("error"));
    router.refresh();
  };

  const onApprove = async () => {
    try {
      const { data } = await approve({ variables: { id } });
      settle(data?.approveMember, t("approved", { name }));
    } catch {
      toast.error(t("error"));
    }
  };

  const onRefuse = async (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (text.length < REFUSAL_REASON.min) {
      setInvalid(true);
      return;
    }
    try {
      const { data } = await refuse({ variables: { id, reason: text } });
      setOpen(false);
      settle(data?.refuseMember, t("refused", { name }));
    } catch {
      toast.error(t("error"));
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" onClick={onApprove} disabled={busy} data-testid={`approve-${id}`}>
        {approving.loading ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Check className="size-4" aria-hidden />
        )}
        {t("approve")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <Button
          type="button"
          variant="outline"
          onClick={() => setOpen(true)}
          disabled={busy}
          data-testid={`refuse-${id}`}
        >
          <X className="size-4" aria-hidden />
          {t("refuse")}
        </Button>
        <DialogContent title={t("refuseTitle", { name })} description={t("refuseText")}>
          <form onSubmit={onRefuse} noValidate className="flex flex-col gap-3">
            <Label htmlFor={reasonId}>{t("reason")}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setInvalid(false);
              }}
              rows={4}
              maxLength={REFUSAL_REASON.max}
              aria-invalid={invalid}
              aria-describedby={`${reasonId}-hint`}
              autoFocus
            />
            <p
              id={`${reasonId}-hint`}
              className={
                invalid ? "text-sm text-red-700 dark:text-red-400" : "text-xs text-zinc-600 dark:text-zinc-400"
              }
              role={invalid ? "alert" : undefined}
            >
              {invalid ? t("reasonInvalid", { min: REFUSAL_REASON.min }) : t("reasonHint", REFUSAL_REASON)}
            </p>
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t("cancel")}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={refusing.loading}>
                {refusing.loading && <Loader2 className="size-4 animate-spin" aria-hidden />}
                {t("confirmRefuse")}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
