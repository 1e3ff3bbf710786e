import { useTranslations } from "next-intl";
import { DashboardSkeleton } from "./skeleton";

/** The Suspense fallback of every dashboard. */
export function DashboardLoading() {
  const t = useTranslations("dashboard");
  return <DashboardSkeleton label={t("loading")} />;
}

/** The Suspense fallback of one panel streamed inside a page. */
export function PanelLoading() {
  const t = useTranslations("dashboard");
  return (
    <div role="status" aria-busy="true" className="h-40 animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800">
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}
