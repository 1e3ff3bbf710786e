"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { authRequest } from "@/components/auth/auth-request";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { validateEmailSchema, type ValidateEmailValues } from "@/lib/validation/sign-up";
import { RESEND_EMAIL_CODE, VALIDATE_EMAIL } from "./validate-email-operations";

const KNOWN = new Set(["CODE_INVALID", "CODE_EXPIRED", "TOO_MANY_ATTEMPTS", "RATE_LIMITED"]);
const alertClass =
  "rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300";

export function ValidateEmailForm({ email }: { email: string }) {
  const t = useTranslations("validateEmail");
  const tv = useTranslations("validation");
  const [resending, setResending] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ValidateEmailValues>({ resolver: zodResolver(validateEmailSchema), defaultValues: { email, code: "" } });

  function fail(code: string | undefined) {
    const message = t(`errors.${code && KNOWN.has(code) ? code : "generic"}` as "errors.generic");
    setServerError(message);
    toast.error(message);
  }

  async function onSubmit(values: ValidateEmailValues) {
    setServerError(null);
    setNotice(null);
    try {
      const data = await authRequest(VALIDATE_EMAIL, values);
      if (data.validateEmail.code === "ACCOUNT_PENDING_APPROVAL") {
        setConfirmed(true);
        toast.success(t("confirmed"));
        return;
      }
      fail(data.validateEmail.code);
    } catch {
      fail(undefined);
    }
  }

  async function onResend() {
    setServerError(null);
    setNotice(null);
    if (!(await trigger("email"))) return;
    setResending(true);
    try {
      const data = await authRequest(RESEND_EMAIL_CODE, { email: getValues("email").trim() });
      if (data.resendEmailCode.code !== "SENT") return fail(data.resendEmailCode.code);
      setNotice(t("resent"));
      toast.success(t("resent"));
    } catch {
      fail(undefined);
    } finally {
      setResending(false);
    }
  }

  if (confirmed) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CircleCheck className="size-10 text-emerald-500" aria-hidden />
        <h2 className="text-lg font-semibold">{t("confirmed")}</h2>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t("pendingApproval")}</p>
        <Button asChild>
          <Link href="/login">{t("toLogin")}</Link>
        </Button>
      </div>
    );
  }

  const busy = isSubmitting || resending;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="email">{t("email")}</Label>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          aria-describedby="email-error"
          {...register("email")}
        />
        <FieldError id="email-error" message={errors.email?.message && tv(errors.email.message as "email")} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="code">{t("code")}</Label>
        <Input
          id="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="text-center font-mono text-lg tracking-[0.5em]"
          aria-invalid={!!errors.code}
          aria-describedby="code-hint code-error"
          {...register("code")}
        />
        <p id="code-hint" className="text-xs text-zinc-500 dark:text-zinc-400">
          {t("codeHint")}
        </p>
        <FieldError id="code-error" message={errors.code?.message && tv(errors.code.message as "code")} />
      </div>
      {serverError && (
        <p role="alert" className={alertClass}>
          {serverError}
        </p>
      )}
      {notice && (
        <p
          role="status"
          className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-300"
        >
          {notice}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
      <Button type="button" variant="ghost" onClick={() => void onResend()} disabled={busy}>
        {resending && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {resending ? t("resending") : t("resend")}
      </Button>
    </form>
  );
}
