"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { authRequest } from "@/components/auth/auth-request";
import { Button } from "@/components/ui/button";
import { CodeInput } from "./code-input";
import { useTwoFactorError } from "./error-message";
import { CONFIRM_TWO_FACTOR_SETUP } from "./operations";

export interface SetupData {
  secret: string;
  qrSvg: string;
}

/**
 * The enrolment's second half: the QR code (an SVG the server drew, inlined so it needs no image
 * source), the key for typing in by hand, and the first code that turns the authenticator on.
 */
export function SetupPanel({
  setup,
  challenge,
  onConfirmed,
  onCancel,
}: {
  setup: SetupData;
  /** The password step's challenge of a mandatory enrolment at sign-in; none from the profile. */
  challenge?: string;
  onConfirmed: (recoveryCodes: string[], home: string | null) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations("twoFactor");
  const errorOf = useTwoFactorError();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!/^\d{6}$/.test(code)) {
      setError(t("errors.code"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { confirmTwoFactorSetup: r } = await authRequest(CONFIRM_TWO_FACTOR_SETUP, { code, challenge });
      if (r.code === "OK" && r.recoveryCodes) onConfirmed(r.recoveryCodes, r.home ?? null);
      else setError(errorOf(r.code));
    } catch {
      setError(errorOf(null));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm">{t("scan")}</p>
      <div
        role="img"
        aria-label={t("qrAlt")}
        data-testid="two-factor-qr"
        className="size-48 self-center rounded-md bg-white p-2 [&>svg]:size-full"
        // Drawn by the qrcode package on the server from the otpauth URI: paths only, no script.
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <div className="flex flex-col gap-1">
        <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("secretLabel")}</span>
        <code
          data-testid="two-factor-secret"
          className="break-all rounded bg-zinc-100 px-2 py-1 font-mono text-sm dark:bg-zinc-800"
        >
          {setup.secret}
        </code>
      </div>
      <CodeInput id="two-factor-setup-code" label={t("code")} error={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {busy ? t("confirming") : t("confirm")}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
