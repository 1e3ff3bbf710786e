import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccessTokenRedirect } from "@/components/auth/access-token-redirect";

export async function guardMetadata(): Promise<Metadata> {
  const t = await getTranslations("checktocken");
  return { title: t("title"), referrer: "no-referrer", robots: { index: false } };
}

/** /checktocken and /checktocken/*: the token can only be in the hash, which the server never sees. */
export async function RedirectGuardPage() {
  const t = await getTranslations("checktocken");
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <p role="status" className="text-zinc-600 dark:text-zinc-400">
        {t("redirecting")}
      </p>
      <AccessTokenRedirect fallback="/login" />
    </main>
  );
}
