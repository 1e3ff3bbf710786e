"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { authRequest } from "@/components/auth/auth-request";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { requestCodeFormSchema, type RequestCodeFormValues } from "@/lib/validation/password-reset";
import { REQUEST_PASSWORD_CODE, type PasswordFlow } from "./mutations";
import { OutcomeAlert } from "./outcome-alert";
import { useFieldMessage } from "./use-field-message";

/** Asks for the e-mail and sends a code; `onSent` decides where to go next. */
export function RequestCodeForm({
  flow,
  defaultEmail,
  onSent,
}: {
  flow: PasswordFlow;
  defaultEmail?: string;
  onSent: (email: string) => void;
}) {
  const t = useTranslations("password");
  const locale = useLocale();
  const message = useFieldMessage();
  const [outcome, setOutcome] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RequestCodeFormValues>({
    resolver: zodResolver(requestCodeFormSchema),
    defaultValues: { email: defaultEmail ?? "" },
  });

  async function onSubmit({ email }: RequestCodeFormValues) {
    setOutcome(null);
    try {
      const { requestPasswordCode: result } = await authRequest(REQUEST_PASSWORD_CODE, { flow, email, locale });
      if (result === "OK") {
        toast.success(t("codeSent"));
        onSent(email);
      } else setOutcome(result);
    } catch {
      setOutcome("generic");
      toast.error(t("outcomes.generic"));
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="email">
          {t("email")}{" "}
          <span aria-hidden className="text-red-500">
            *
          </span>
        </Label>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={!!formState.errors.email}
          aria-describedby="email-error"
          {...register("email")}
        />
        <FieldError id="email-error" message={message(formState.errors.email?.message)} />
      </div>
      <OutcomeAlert outcome={outcome} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {t("sendCode")}
      </Button>
    </form>
  );
}
