"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { authRequest } from "@/components/auth/auth-request";
import { RecoveryCodes } from "./recovery-codes";
import { useTwoFactorError } from "./error-message";
import { START_TWO_FACTOR_SETUP } from "./operations";
import { SetupPanel, type SetupData } from "./setup-panel";

/** REQUIRE_2FA_STAFF: an administrator without an authenticator sets one up before the session opens. */
export function MandatorySetup({ challenge, onSignedIn }: { challenge: string; onSignedIn: (home: string) => void }) {
  const t = useTranslations("twoFactor");
  const errorOf = useTwoFactorError();
  const [setup, setSetup] = useState<SetupData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ codes: string[]; home: string } | null>(null);

  useEffect(() => {
    let live = true;
    authRequest(START_TWO_FACTOR_SETUP, { challenge })
      .then(({ startTwoFactorSetup: r }) => {
        if (!live) return;
        if (r.code === "OK" && r.secret && r.qrSvg) setSetup({ secret: r.secret, qrSvg: r.qrSvg });
        else setError(errorOf(r.code));
      })
      .catch(() => live && setError(errorOf(null)));
    return () => {
      live = false;
    };
    // errorOf changes identity every render; the request runs once per challenge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challenge]);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold">{t("setupTitle")}</h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t("setupDescription")}</p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {done ? (
        <RecoveryCodes codes={done.codes} doneLabel={t("continue")} onDone={() => onSignedIn(done.home)} />
      ) : (
        setup && (
          <SetupPanel
            setup={setup}
            challenge={challenge}
            onConfirmed={(codes, home) => setDone({ codes, home: home ?? "/" })}
          />
        )
      )}
    </div>
  );
}
