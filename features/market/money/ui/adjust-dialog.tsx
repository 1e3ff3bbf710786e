"use client";

import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Scale } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { adjustmentSchema, signedEurosToCents, type AdjustmentInput } from "@/lib/validation/adjustment";
import { useMoneyError, useMoneyFieldError } from "./errors";
import { ADJUST_BALANCE } from "./operations";
import { evictRootFields } from "@/components/market/server-first/evict";
import { PREPAYMENT_LIST_FIELDS } from "./variables";

/** An administrator's balance adjustment for one client: signed amount and a required reason. */
export function AdjustDialog({
  userId,
  clientName,
  onDone,
}: {
  userId: number;
  clientName: string;
  onDone: () => void;
}) {
  const t = useTranslations("marketMoney.adjust");
  const te = useMoneyFieldError();
  const id = useId();
  const explain = useMoneyError();
  const [open, setOpen] = useState(false);
  // An adjustment writes the ledger: every cached ledger list and total is stale.
  const [adjust, { loading }] = useMutation(ADJUST_BALANCE, {
    update: (cache: ApolloCache) => evictRootFields(cache, ...PREPAYMENT_LIST_FIELDS),
  });
  const form = useForm<AdjustmentInput>({
    resolver: zodResolver(adjustmentSchema),
    defaultValues: { userId, reason: "" },
  });
  const err = form.formState.errors;
  const submit = form.handleSubmit(async (input) => {
    try {
      await adjust({ variables: { input } });
      toast.success(t("done"));
      setOpen(false);
      form.reset({ userId, reason: "" });
      onDone();
    } catch (e) {
      toast.error(explain(e));
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-8 px-2 text-xs" aria-label={t("triggerFor", { client: clientName })}>
          <Scale className="size-3.5" aria-hidden />
          {t("trigger")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("title")} description={t("description", { client: clientName })}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-amount`}>{t("amount")}</Label>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              placeholder="-25,00"
              aria-invalid={!!err.amountCents}
              aria-describedby={`${id}-amount-help ${id}-amount-error`}
              {...form.register("amountCents", { setValueAs: (v: string) => signedEurosToCents(String(v ?? "")) })}
            />
            <p id={`${id}-amount-help`} className="text-xs text-zinc-600 dark:text-zinc-400">
              {t("amountHelp")}
            </p>
            <FieldError id={`${id}-amount-error`} message={te(err.amountCents?.message)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-reason`}>{t("reason")}</Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              aria-invalid={!!err.reason}
              aria-describedby={`${id}-reason-error`}
              {...form.register("reason")}
            />
            <FieldError id={`${id}-reason-error`} message={te(err.reason?.message)} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={loading} aria-busy={loading}>
              {t("submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
