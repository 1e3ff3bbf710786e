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
import { resetFormSchema, type ResetFormValues } from "@/lib/validation/password-reset";
import { REQUEST_PASSWORD_CODE, RESET_PASSWORD, type PasswordFlow } from "./mutations";
import { OutcomeAlert } from "./outcome-alert";
import { useFieldMessage } from "./use-field-message";

const FIELDS = [
  { name: "email", type: "email", autoComplete: "email" },
  { name: "code", type: "text", autoComplete: "one-time-code", inputMode: "numeric" },
  { name: "password", type: "password", autoComplete: "new-password" },
  { name: "confirm", type: "password", autoComplete: "new-password" },
] as const;

/** E-mailed code + new password (twice); on success, back to the login page. */
export function ResetForm({ flow, defaultEmail }: { flow: PasswordFlow; defaultEmail?: string }) {
  const t = useTranslations("password");
  const locale = useLocale();
  const message = useFieldMessage();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, getValues, formState } = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { email: defaultEmail ?? "", code: "", password: "", confirm: "" },
  });

  async function onSubmit(v: ResetFormValues) {
    setOutcome(null);
    try {
      const { resetPassword: result } = await authRequest(RESET_PASSWORD, {
        flow,
        email: v.email,
        code: v.code,
        password: v.password,
      });
      if (result === "OK") {
        toast.success(t("changed"));
        window.location.assign("/login?password=changed");
      } else setOutcome(result);
    } catch {
      setOutcome("generic");
      toast.error(t("outcomes.generic"));
    }
  }

  async function onResend() {
    const email = getValues("email");
    if (!email) return;
    setResending(true);
    const result = await authRequest(REQUEST_PASSWORD_CODE, { flow, email, locale })
      .then((data) => data.requestPasswordCode)
      .catch(() => "generic")
      .finally(() => setResending(false));
    if (result === "OK") toast.success(t("codeSent"));
    else setOutcome(result);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {FIELDS.map((f) => {
        const error = formState.errors[f.name]?.message;
        return (
          <div key={f.name} className="flex flex-col gap-1.5">
            <Label htmlFor={f.name}>
              {t(f.name)}{" "}
              <span aria-hidden className="text-red-500">
                *
              </span>
            </Label>
            <Input
              id={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              inputMode={"inputMode" in f ? f.inputMode : undefined}
              required
              aria-invalid={!!error}
              aria-describedby={`${f.name}-error`}
              {...register(f.name)}
            />
            <FieldError id={`${f.name}-error`} message={message(error)} />
          </div>
        );
      })}
      <OutcomeAlert outcome={outcome} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {t("submit")}
      </Button>
      <Button type="button" variant="ghost" onClick={onResend} disabled={resending}>
        {t("resend")}
      </Button>
    </form>
  );
}
