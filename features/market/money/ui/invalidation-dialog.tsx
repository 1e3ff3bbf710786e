"use client";

import { useMutation } from "@apollo/client/react";
import { evictRootFields } from "@/components/market/server-first/evict";
import { INVALIDATION_LIST_FIELDS } from "./variables";
import { zodResolver } from "@hookform/resolvers/zod";
import { Flag } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { INVALIDATION_REASON_VALUES, invalidationRequestSchema } from "@/lib/validation/invalidation";
import { useMoneyError, useMoneyFieldError } from "./errors";
import { REQUEST_INVALIDATION, type BoughtLead } from "./operations";

interface FormValues {
  saleId: number;
  reason: (typeof INVALIDATION_REASON_VALUES)[number];
  comment: string;
}

/** "Ask for invalidation" of one bought lead: a reason of spec §4 and a comment; the policy answers. */
export function InvalidationDialog({ lead, onDone }: { lead: BoughtLead; onDone: () => void }) {
  const t = useTranslations("marketMoney.invalidate");
  const tr = useTranslations("marketMoney.reason");
  const te = useMoneyFieldError();
  const id = useId();
  const router = useRouter();
  const explain = useMoneyError();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A request changes the lead's follow-up and the lead desk's queue: drop every cached variant of both.
  const [send, { loading }] = useMutation(REQUEST_INVALIDATION, {
    update: (cache) => evictRootFields(cache, ...INVALIDATION_LIST_FIELDS),
  });
  const form = useForm<FormValues>({
    resolver: zodResolver(invalidationRequestSchema) as never,
    defaultValues: { saleId: lead.saleId, comment: "" },
  });
  const err = form.formState.errors;
  const name = `${lead.firstName} ${lead.lastName}`;
  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await send({ variables: { input: { saleId: lead.saleId, reason: input.reason, comment: input.comment ?? "" } } });
      toast.success(t("sent"));
      setOpen(false);
      onDone();
      router.refresh();
    } catch (e) {
      const message = explain(e);
      setRefusal(message);
      toast.error(message);
    }
  });
  return (
    <Dialog open={open} onOpenChange={(o) => (setOpen(o), setRefusal(null))}>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-8 px-2 text-xs" aria-label={t("triggerFor", { name })}>
          <Flag className="size-3.5" aria-hidden />
          {t("trigger")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("title")} description={t("description", { name, category: lead.category })}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-reason`}>{t("reason")}</Label>
            <Select
              id={`${id}-reason`}
              defaultValue=""
              aria-invalid={!!err.reason}
              aria-describedby={`${id}-reason-error`}
              {...form.register("reason")}
            >
              <option value="" disabled>
                {t("choose")}
              </option>
              {INVALIDATION_REASON_VALUES.map((r) => (
                <option key={r} value={r}>
                  {tr(r)}
                </option>
              ))}
            </Select>
            <FieldError id={`${id}-reason-error`} message={te(err.reason?.message)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-comment`}>{t("comment")}</Label>
            <Textarea
              id={`${id}-comment`}
              rows={3}
              aria-describedby={`${id}-comment-error`}
              {...form.register("comment")}
            />
            <FieldError id={`${id}-comment-error`} message={te(err.comment?.message)} />
          </div>
          {refusal && (
            <p
              role="alert"
              data-testid="invalidation-refusal"
              className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
            >
              {refusal}
            </p>
          )}
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
