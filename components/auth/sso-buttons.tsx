import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { Suspense, type JSX } from "react";
import { Button } from "@/components/ui/button";
import { configuredSsoProviders, type SsoProviderId } from "@/lib/idp/oidc/config";
import { logger } from "@/lib/logger";
import { SsoError } from "./sso-error";

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden>
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.8V6.5h-4a12 12 0 0 0 0 10.9l4-3Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.5l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z" />
    </svg>
  );
}

function MicrosoftIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden>
      <path fill="#F25022" d="M1 1h10.5v10.5H1z" />
      <path fill="#7FBA00" d="M12.5 1H23v10.5H12.5z" />
      <path fill="#00A4EF" d="M1 12.5h10.5V23H1z" />
      <path fill="#FFB900" d="M12.5 12.5H23V23H12.5z" />
    </svg>
  );
}

const ICONS: Record<SsoProviderId, () => JSX.Element> = { google: GoogleIcon, microsoft: MicrosoftIcon };

function providers(): SsoProviderId[] {
  try {
    return configuredSsoProviders();
  } catch (e) {
    logger.error({ err: e }, "single sign-on is misconfigured: buttons hidden");
    return [];
  }
}

/** "or", then one button per configured single-sign-on provider, and the last SSO failure if any. */
export async function SsoButtons() {
  await connection(); // the providers are run-time configuration, not the build's
  const t = await getTranslations("sso");
  const list = providers();
  return (
    <div className="mt-6 flex flex-col gap-3">
      <Suspense fallback={null}>
        <SsoError />
      </Suspense>
      {list.length > 0 && (
        <>
          <div
            className="flex items-center gap-3 text-xs uppercase text-zinc-600 dark:text-zinc-400"
            role="separator"
            aria-label={t("or")}
          >
            <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
            <span aria-hidden>{t("or")}</span>
            <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
          </div>
          {list.map((id) => {
            const Icon = ICONS[id];
            return (
              <Button key={id} variant="outline" asChild>
                {/* A plain link: the route answers with a redirect to the issuer, nothing to prefetch. */}
                <a href={`/api/auth/sso/${id}`}>
                  <Icon />
                  {t(`continueWith.${id}`)}
                </a>
              </Button>
            );
          })}
        </>
      )}
    </div>
  );
}
