"use client";

import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import Link from "next/link";
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
import { APPLICATION_MESSAGE_MAX, applySchema, type ApplyInput } from "@/lib/validation/application";
import { APPLY, MY_SUPPORTS } from "@/features/myaffil/creatives/ui/creatives/operations";
import {
  Loading,
  QueryError,
  useServerError,
  useValidationMessage,
} from "@/features/myaffil/creatives/ui/creatives/shared";

/** A publisher applies to a program with one of its supports and a message. */
export function ApplyDialog({
  programId,
  programName,
  onApplied,
  triggerClassName,
}: {
  programId: number;
  programName: string;
  onApplied?: () => void;
  triggerClassName?: string;
}) {
  const t = useTranslations("myaffilCreatives.apply");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className={triggerClassName ?? "h-8 px-3"} aria-label={`${t("button")} — ${programName}`}>
          <Send className="size-4" aria-hidden />
          {t("button")}
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent title={t("title")} description={t("description", { program: programName })}>
          <ApplyForm
            programId={programId}
            onDone={(applied) => {
              setOpen(false);
              if (applied) onApplied?.();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ApplyForm({ programId, onDone }: { programId: number; onDone: (applied: boolean) => void }) {
  const t = useTranslations("myaffilCreatives.apply");
  const tc = useTranslations("myaffilCreatives.common");
  const id = useId();
  const msg = useValidationMessage();
  const serverError = useServerError();
  const { data, loading, error, refetch } = useQuery(MY_SUPPORTS, { fetchPolicy: "cache-and-network" });
  const [apply] = useMutation(APPLY, { refetchQueries: "active" });
  const form = useForm<ApplyInput>({
    resolver: zodResolver(applySchema),
    defaultValues: { programId, supportId: 0, message: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const supports = (data?.mySupports ?? []).filter((s) => s.state === "valide");

  if (error && !data) return <QueryError onRetry={() => void refetch()} />;
  if (loading && !data) return <Loading />;
  if (!supports.length)
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm">{t("noSupport")}</p>
        <Button asChild>
          <Link href="/myaffil/editeur/supportslist">{t("addSupport")}</Link>
        </Button>
      </div>
    );

  const submit = form.handleSubmit(async (values) => {
    try {
      await apply({ variables: { input: values } });
      toast.success(t("sent"));
      onDone(true);
    } catch (e) {
      toast.error(serverError(e, form, ["supportId", "message"]));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-support`}>{t("support")}</Label>
        <Select
          id={`${id}-support`}
          aria-invalid={!!errors.supportId}
          aria-describedby={errors.supportId ? `${id}-support-error` : undefined}
          {...form.register("supportId", { valueAsNumber: true })}
        >
          <option value={0}>{t("chooseSupport")}</option>
          {supports.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
        <FieldError id={`${id}-support-error`} message={msg(errors.supportId?.message)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-message`}>{t("message")}</Label>
        <Textarea
          id={`${id}-message`}
          maxLength={APPLICATION_MESSAGE_MAX}
          placeholder={t("messagePlaceholder")}
          aria-invalid={!!errors.message}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          {...form.register("message")}
        />
        <FieldError id={`${id}-message-error`} message={msg(errors.message?.message)} />
      </div>
      {errors.programId && <FieldError id={`${id}-program-error`} message={msg(errors.programId.message)} />}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => onDone(false)}>
          {tc("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          <Send className="size-4" aria-hidden />
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
