"use client";

import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Banknote, Check, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import type { InvoiceFormat, MatchField } from "@/features/billing/incoming-invoices/formats";
import type { InvoiceCallStatus } from "@/lib/domain/states";
import { ACCEPT_CALL, PAY_CALL, REFUSE_CALL } from "./operations";

const codeOf = (e: unknown) =>
  CombinedGraphQLErrors.is(e) ? (e.errors[0]?.extensions?.code as string | undefined) : undefined;

/** An administrator's decisions on one call: accept or refuse the uploaded invoice, then pay. */
export function CallActions({
  id,
  status,
  amount,
  bankLabel,
  format = null,
  match = null,
}: {
  id: number;
  status: InvoiceCallStatus;
  amount: string;
  bankLabel: string | null;
  format?: InvoiceFormat | null;
  /** A structured invoice's comparison with the call: the fields that differ. */
  match?: { ok: boolean; number: string; differences: MatchField[] } | null;
}) {
  const t = useTranslations("invoiceCalls");
  const router = useRouter();
  const [accept] = useMutation(ACCEPT_CALL);
  const [pay] = useMutation(PAY_CALL);
  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.success(done);
      router.refresh();
    } catch (e) {
      toast.error(codeOf(e) === "BANK_DETAILS_MISSING" ? t("pay.noBank") : failed);
      throw e;
    }
  };
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {status === "submitted" &&
        (match?.ok ? (
          // A structured invoice that matches its call field by field is accepted in one click.
          <Button
            variant="outline"
            className="h-8 px-2 text-xs"
            data-testid={`accept-call-${id}`}
            onClick={() =>
              void run(() => accept({ variables: { id } }), t("accept.done"), t("accept.error")).catch(() => {})
            }
          >
            <Check className="size-3.5" aria-hidden />
            {t("accept.open")}
          </Button>
        ) : (
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="h-8 px-2 text-xs" data-testid={`accept-call-${id}`}>
                <Check className="size-3.5" aria-hidden />
                {t("accept.open")}
              </Button>
            }
            title={match ? t("accept.mismatchTitle") : t("accept.title")}
            description={
              match
                ? t("accept.mismatchDescription", {
                    number: match.number,
                    amount,
                    fields: match.differences.map((f) => t(`incoming.fields.${f}`)).join(", "),
                  })
                : format === "pdf"
                  ? t("accept.pdfDescription", { amount })
                  : t("accept.description", { amount })
            }
            confirmLabel={t("accept.confirm")}
            onConfirm={() => run(() => accept({ variables: { id } }), t("accept.done"), t("accept.error"))}
          />
        ))}
      {status === "submitted" && <RefuseDialog id={id} onDone={() => router.refresh()} />}
      {status === "receiving" && (
        <ConfirmDialog
          trigger={
            <Button className="h-8 px-2 text-xs" disabled={!bankLabel} title={bankLabel ? undefined : t("pay.noBank")}>
              <Banknote className="size-3.5" aria-hidden />
              {t("pay.open")}
            </Button>
          }
          title={t("pay.title")}
          description={t("pay.description", { amount, account: bankLabel ?? "—" })}
          confirmLabel={t("pay.confirm")}
          onConfirm={() => run(() => pay({ variables: { id } }), t("pay.done"), t("pay.error"))}
        />
      )}
    </div>
  );
}

function RefuseDialog({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useTranslations("invoiceCalls.refuse");
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [refuse, { loading }] = useMutation(REFUSE_CALL);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) return setError(t("reasonRequired"));
    try {
      await refuse({ variables: { id, reason: reason.trim() } });
      toast.success(t("done"));
      setOpen(false);
      setReason("");
      onDone();
    } catch {
      toast.error(t("error"));
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-8 px-2 text-xs">
          <X className="size-3.5" aria-hidden />
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("title")}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={fieldId}>{t("reason")}</Label>
            <Textarea
              id={fieldId}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={!!error}
              aria-describedby={`${fieldId}-error`}
            />
            <FieldError id={`${fieldId}-error`} message={error} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={loading} aria-busy={loading}>
              {t("confirm")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
