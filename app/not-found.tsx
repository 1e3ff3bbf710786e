import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-emerald-500">404</p>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-zinc-600 dark:text-zinc-400">{t("text")}</p>
      <Link href="/" className="text-emerald-600 underline underline-offset-4 dark:text-emerald-400">
        {t("home")}
      </Link>
    </main>
  );
}
