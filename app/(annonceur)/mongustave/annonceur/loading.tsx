import { getTranslations } from "next-intl/server";

/** While a Mon Gustave page renders on the server: the header's and the cards' places. */
export default async function MgAdvertiserLoading() {
  const t = await getTranslations("mongustaveAdvertiser");
  return (
    <div className="flex flex-col gap-6" aria-busy="true" role="status">
      <span className="sr-only">{t("loading")}</span>
      <div className="h-8 w-72 animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800" />
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-800/60" />
        ))}
      </div>
      <div className="h-72 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-800/60" />
    </div>
  );
}
