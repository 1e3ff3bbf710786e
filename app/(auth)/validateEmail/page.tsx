import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ValidateEmailForm } from "./validate-email-form";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("validateEmail");
  return { title: t("title") };
}

async function ValidateEmailPage({ searchParams }: { searchParams: Promise<{ email?: string | string[] }> }) {
  const t = await getTranslations("validateEmail");
  const raw = (await searchParams).email;
  const email = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 254) ?? "";
  return (
    <section className="w-full max-w-sm rounded-xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="mb-6 mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        {email ? t("subtitleTo", { email }) : t("subtitle")}
      </p>
      <ValidateEmailForm email={email} />
    </section>
  );
}

export default withClientMessages("(auth)/validateEmail", ValidateEmailPage);
