"use client";

import { Loader2, ShieldCheck, ShieldOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { authRequest } from "@/components/auth/auth-request";
import { RecoveryCodes } from "@/features/identity/two-factor/ui/recovery-codes";
import { useTwoFactorError } from "@/features/identity/two-factor/ui/error-message";
import { DISABLE_TWO_FACTOR, START_TWO_FACTOR_SETUP } from "@/features/identity/two-factor/ui/operations";
import { SetupPanel, type SetupData } from "@/features/identity/two-factor/ui/setup-panel";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type Stage = { kind: "idle" } | { kind: "setup"; setup: SetupData } | { kind: "codes"; codes: string[] };

/** Turning two-factor sign-in on (QR code, first code, recovery codes shown once) and off (password). */
export function TwoFactorSection({ enabled: initial, required }: { enabled: boolean; required: boolean }) {
  const t = useTranslations("twoFactor");
  const errorOf = useTwoFactorError();
  const [enabled, setEnabled] = useState(initial);
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setBusy(true);
    setError(null);
    try {
      const { startTwoFactorSetup: r } = await authRequest(START_TWO_FACTOR_SETUP, { password });
      if (r.code === "OK" && r.secret && r.qrSvg)
        setStage({ kind: "setup", setup: { secret: r.secret, qrSvg: r.qrSvg } });
      else setError(errorOf(r.code));
    } catch {
      setError(errorOf(null));
    } finally {
      setBusy(false);
    }
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const password = String(new FormData(form).get("password") ?? "");
    setBusy(true);
    setError(null);
    try {
      const { disableTwoFactor: r } = await authRequest(DISABLE_TWO_FACTOR, { password });
      if (r.code === "OK") {
        setEnabled(false);
        form.reset();
        toast.success(t("disabled"));
      } else setError(errorOf(r.code));
    } catch {
      setError(errorOf(null));
    } finally {
      setBusy(false);
    }
  }

  if (stage.kind === "setup")
    return (
      <SetupPanel
        setup={stage.setup}
        onCancel={() => setStage({ kind: "idle" })}
        onConfirmed={(codes) => {
          setEnabled(true);
          setStage({ kind: "codes", codes });
          toast.success(t("enabled"));
        }}
      />
    );
  if (stage.kind === "codes") return <RecoveryCodes codes={stage.codes} onDone={() => setStage({ kind: "idle" })} />;

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-center gap-2 text-sm font-medium" data-testid="two-factor-state">
        {enabled ? (
          <ShieldCheck className="size-4 text-emerald-600" aria-hidden />
        ) : (
          <ShieldOff className="size-4 text-zinc-500" aria-hidden />
        )}
        {enabled ? t("enabled") : t("disabled")}
      </p>
      {enabled && required && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("required")}</p>}
      {!enabled && (
        // The password again: a session left open (or stolen) cannot enrol someone else's authenticator.
        <form onSubmit={start} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor="two-factor-enable-password">{t("enablePassword")}</Label>
            <Input
              id="two-factor-enable-password"
              name="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!error || undefined}
              aria-describedby={error ? "two-factor-error" : undefined}
            />
            <FieldError id="two-factor-error" message={error ?? undefined} />
          </div>
          <Button type="submit" disabled={busy}>
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {busy ? t("starting") : t("enable")}
          </Button>
        </form>
      )}
      {enabled && !required && (
        <form onSubmit={disable} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor="two-factor-password">{t("disablePassword")}</Label>
            <Input
              id="two-factor-password"
              name="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!error || undefined}
              aria-describedby={error ? "two-factor-password-error" : undefined}
            />
            <FieldError id="two-factor-password-error" message={error ?? undefined} />
          </div>
          <Button type="submit" variant="outline" disabled={busy}>
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {busy ? t("disabling") : t("disable")}
          </Button>
        </form>
      )}
    </div>
  );
}
