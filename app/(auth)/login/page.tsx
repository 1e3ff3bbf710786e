import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccessTokenRedirect } from "@/components/auth/access-token-redirect";
import { SsoButtons } from "@/components/auth/sso-buttons";
import { Suspense } from "react";
import Link from "next/link";
import { LoginForm } from "./login-form";
import { LoginNotices } from "./login-notices";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("login");
  return { title: t("title") };
}

async function LoginPage() {
  const t = await getTranslations("login");
  return (
    <section className="w-full max-w-sm rounded-xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="mb-6 mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t("subtitle")}</p>
      <Suspense>
        <LoginNotices />
      </Suspense>
      <LoginForm />
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <Link href="/forgotpassword" className="text-emerald-600 underline underline-offset-4 dark:text-emerald-400">
          {t("forgotPassword")}
        </Link>
        <Link href="/register" className="text-emerald-600 underline underline-offset-4 dark:text-emerald-400">
          {t("register")}
        </Link>
      </div>
      <SsoButtons />
      <AccessTokenRedirect />
    </section>
  );
}

export default withClientMessages("(auth)/login", LoginPage);
