"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState, useSyncExternalStore, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { authRequest, maintenanceMessage } from "@/components/auth/auth-request";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { markSignedIn } from "@/components/shell/login-flag";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { loginFieldErrors, type LoginFieldErrors, type LoginFormValues } from "@/lib/validation/login";
import { LOGIN } from "./login-mutation";
import { isOneOf } from "@/lib/i18n/keys";
import { MandatorySetup } from "@/features/identity/two-factor/ui/mandatory-setup";
import { SecondFactorForm } from "@/features/identity/two-factor/ui/second-factor-form";
import { readSecondStepFragment } from "@/features/identity/two-factor/ui/second-step-fragment";

const KNOWN_CODES = [
  "USER_NOT_FOUND",
  "INCORRECT_PASSWORD",
  "USER_NOT_CONFIRMED",
  "USER_PENDING",
  "PASSWORD_RESET_REQUIRED",
  "ACCOUNT_DISABLED",
  "LIMIT_EXCEEDED",
  "UNLOCK_SENT",
] as const;
/** Where the user can act on a refusal. */
const FOLLOW_UP: Record<string, string> = {
  PASSWORD_RESET_REQUIRED: "/resetPasswordOldUser",
  INCORRECT_PASSWORD: "/forgotpassword",
  USER_NOT_CONFIRMED: "/validateEmail",
};

const FIELDS = ["email", "password"] as const;

function valuesOf(form: HTMLFormElement): LoginFormValues {
  const data = new FormData(form);
  return { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") };
}

/** After a right password: the authenticator's code, or the mandatory enrolment (REQUIRE_2FA_STAFF). */
type NextStep = { kind: "code" | "setup"; challenge: string } | null;

const onHashChange = (notify: () => void) => {
  window.addEventListener("hashchange", notify);
  return () => window.removeEventListener("hashchange", notify);
};

export function LoginForm() {
  const t = useTranslations("login");
  const [step, setStep] = useState<NextStep>(null);
  // A single sign-on that still needs the second factor comes back as /login#step=…&challenge=….
  const hash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => "",
  );
  const linked = useMemo(() => readSecondStepFragment(hash), [hash]);
  const [linkDismissed, setLinkDismissed] = useState(false);
  const current = step ?? (linkDismissed ? null : linked);
  const [serverError, setServerError] = useState<{ message: string; followUp?: string } | null>(null);
  // Two fields need no form library (it would be most of this page's script): errors show on submit,
  // then follow the typing, and the first wrong field takes the focus, like the portal's other forms.
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (submitted) setErrors(loginFieldErrors(valuesOf(event.currentTarget)));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const form = event.currentTarget;
    const values = valuesOf(form);
    const found = loginFieldErrors(values);
    setSubmitted(true);
    setErrors(found);
    const firstWrong = FIELDS.find((name) => found[name]);
    if (firstWrong) {
      form.querySelector<HTMLInputElement>(`[name="${firstWrong}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await signIn(values);
    } finally {
      setSubmitting(false);
    }
  }

  async function signIn(values: LoginFormValues) {
    setServerError(null);
    try {
      const { login: result } = await authRequest(LOGIN, values);
      if (result?.code === "OK" && result.home) {
        signedIn(result.home);
        return;
      }
      if (result?.challenge && (result.code === "TWO_FACTOR_REQUIRED" || result.code === "TWO_FACTOR_SETUP_REQUIRED")) {
        setStep({ kind: result.code === "TWO_FACTOR_REQUIRED" ? "code" : "setup", challenge: result.challenge });
        return;
      }
      const code = result && isOneOf(KNOWN_CODES, result.code) ? result.code : "generic";
      const message = t(`errors.${code}`);
      const follow = FOLLOW_UP[code];
      setServerError({
        message,
        followUp:
          follow && (code === "USER_NOT_CONFIRMED" ? `${follow}?email=${encodeURIComponent(values.email)}` : follow),
      });
      toast.error(message);
    } catch (e) {
      const message = maintenanceMessage(e) ?? t("errors.generic");
      setServerError({ message });
      toast.error(message);
    }
  }

  function signedIn(home: string) {
    toast.success(t("success"));
    markSignedIn(home);
    window.location.assign(home);
  }

  function restart() {
    setStep(null);
    setLinkDismissed(true);
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
  }

  if (current?.kind === "code")
    return <SecondFactorForm challenge={current.challenge} onSignedIn={signedIn} onRestart={restart} />;
  if (current?.kind === "setup") return <MandatorySetup challenge={current.challenge} onSignedIn={signedIn} />;

  return (
    <form onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="email">{t("email")}</Label>
        <Input
          id="email"
          type="email"
          autoComplete="username"
          aria-invalid={!!errors.email}
          aria-describedby="email-error"
          name="email"
        />
        <FieldError id="email-error" message={errors.email && t(`validation.${errors.email}`)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="password">{t("password")}</Label>
        <PasswordInput
          id="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          aria-describedby="password-error"
          name="password"
          showLabel={t("showPassword")}
          hideLabel={t("hidePassword")}
        />
        <FieldError id="password-error" message={errors.password && t(`validation.${errors.password}`)} />
      </div>
      {serverError && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300"
        >
          {serverError.message}
          {serverError.followUp && (
            <>
              {" "}
              <a href={serverError.followUp} className="font-medium underline underline-offset-4">
                {t("followUp")}
              </a>
            </>
          )}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
