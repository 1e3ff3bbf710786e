import { getTranslations } from "next-intl/server";

/** While a Mon Gustave statistics page renders on the server: the header's, figures' and chart's places. */
export async function MgAdminLoading() {
  const t = await getTranslations("mongustaveAdmin");
  return (
    <div className="flex flex-col gap-6" aria-busy="true" role="status">
      <span className="sr-only">{t("loading")}</span>
      <div className="h-8 w-72 animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800" />
      <div className="h-16 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-800/60" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-800/60" />
        ))}
      </div>
      <div className="h-72 animate-pulse rounded-xl bg-zinc-100 dark:bg-zinc-800/60" />
    </div>
  );
}
