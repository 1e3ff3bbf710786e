"use client";

import { useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { SlidersHorizontal } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { signedEurosToCents } from "@/lib/validation/adjustment";
import { ADJUST_LINE } from "./operations";

/** An administrator's adjustment of one line of an open month: signed euros and a required reason. */
export function AdjustLineDialog({
  lineId,
  client,
  program,
  amount,
  adjustmentCents,
  reason: initialReason,
}: {
  lineId: number;
  client: string;
  program: string;
  amount: string;
  adjustmentCents: number;
  reason: string;
}) {
  const t = useTranslations("validatedStats.adjust");
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(adjustmentCents ? (adjustmentCents / 100).toFixed(2) : "");
  const [reason, setReason] = useState(initialReason);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [adjust, { loading }] = useMutation(ADJUST_LINE);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const cents = value.trim() === "" ? 0 : signedEurosToCents(value);
    const next = {
      amount: Number.isNaN(cents) ? t("invalidAmount") : undefined,
      reason: cents !== 0 && reason.trim().length < 3 ? t("reasonRequired") : undefined,
    };
    setErrors(next);
    if (next.amount || next.reason) return;
    try {
      await adjust({ variables: { lineId, cents, reason: reason.trim() } });
      toast.success(t("saved"));
      setOpen(false);
      router.refresh();
    } catch (error) {
      const fields = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.fields : undefined;
      if (fields && typeof fields === "object" && "adjustmentCents" in fields) setErrors({ amount: t("negative") });
      toast.error(t("error"));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-8 px-2 text-xs" aria-label={`${t("open")} — ${client} ${program}`}>
          <SlidersHorizontal className="size-3.5" aria-hidden />
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("title")} description={t("description", { client, program, amount })}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-amount`}>{t("amount")}</Label>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              placeholder="-25,00"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={!!errors.amount}
              aria-describedby={`${id}-amount-error`}
            />
            <FieldError id={`${id}-amount-error`} message={errors.amount} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-reason`}>{t("reason")}</Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={!!errors.reason}
              aria-describedby={`${id}-reason-hint ${id}-reason-error`}
            />
            <p id={`${id}-reason-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
              {t("reasonHint")}
            </p>
            <FieldError id={`${id}-reason-error`} message={errors.reason} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={loading} aria-busy={loading}>
              {t("save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
