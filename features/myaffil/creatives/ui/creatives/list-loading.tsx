import { getTranslations } from "next-intl/server";

const Block = ({ className }: { className: string }) => (
  <div className={`animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800 ${className}`} />
);

/** The Suspense fallback of a MyAffil list or detail screen while its first rows stream in. */
export async function ListLoading() {
  const t = await getTranslations("data");
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="list-loading" className="flex flex-col gap-6">
      <span className="sr-only">{t("loading")}</span>
      <Block className="h-8 w-72" />
      <div className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
        <Block className="h-9 w-full max-w-md" />
        {Array.from({ length: 6 }, (_, i) => (
          <Block key={i} className="h-10 w-full" />
        ))}
      </div>
    </div>
  );
}
