"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { authRequest } from "@/components/auth/auth-request";
import { Button } from "@/components/ui/button";
import { CodeInput } from "./code-input";
import { useTwoFactorError } from "./error-message";
import { LOGIN_TWO_FACTOR } from "./operations";

/** The sign-in's step after the password: the authenticator's code, or a recovery code. */
export function SecondFactorForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (home: string) => void;
  onRestart: () => void;
}) {
  const t = useTranslations("twoFactor");
  const errorOf = useTwoFactorError();
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!code) {
      setError(t("errors.code"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { loginTwoFactor: r } = await authRequest(LOGIN_TWO_FACTOR, { challenge, code });
      if (r.code === "OK" && r.home) {
        onSignedIn(r.home);
        return;
      }
      setExpired(r.code === "CHALLENGE_EXPIRED");
      setError(errorOf(r.code));
      toast.error(errorOf(r.code));
    } catch {
      setError(errorOf(null));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold">{t("signInTitle")}</h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t("signInDescription")}</p>
      </div>
      <CodeInput id="two-factor-code" label={t("signInCode")} error={error} recovery />
      <Button type="submit" disabled={busy || expired}>
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {busy ? t("confirming") : t("signInSubmit")}
      </Button>
      <button
        type="button"
        onClick={onRestart}
        className="text-sm text-emerald-600 underline underline-offset-4 dark:text-emerald-400"
      >
        {t("signInBack")}
      </button>
    </form>
  );
}
