import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { countryOptions } from "@/lib/i18n/countries";
import { RegisterWizard } from "./register-wizard";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("register");
  return { title: t("title") };
}

async function RegisterPage() {
  const t = await getTranslations("register");
  return (
    <section className="w-full max-w-2xl rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="mb-6 mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t("subtitle")}</p>
      <RegisterWizard countries={countryOptions(await getLocale())} />
      <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
        {t("haveAccount")}{" "}
        <Link href="/login" className="font-medium text-emerald-600 hover:underline dark:text-emerald-400">
          {t("toLogin")}
        </Link>
      </p>
    </section>
  );
}

export default withClientMessages("(auth)/register", RegisterPage);
