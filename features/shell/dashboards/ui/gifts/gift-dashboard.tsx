import { ExternalLink, Gift, TrendingDown, TrendingUp, TriangleAlert } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { cn } from "@/lib/utils/cn";
import { formatDate, formatNumber } from "@/components/data/format";
import { load } from "../load";
import { DashboardLoading } from "@/components/ui/states/loading";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { LoadError } from "@/features/shell/dashboards/ui/load-error";
import { DashboardHeader, Panel } from "@/components/ui/states/panel";
import { EmptyState } from "@/components/ui/states/states";
import { getViewer } from "../viewer";
import { GIFT_DASHBOARD, type GiftDashboardData } from "./queries";

/** /DashboardCadeaux: the signed-in user's gift points, streamed behind a skeleton. */
export function GiftDashboardSlot() {
  return (
    <Suspense fallback={<DashboardLoading />}>
      <GiftDashboard />
    </Suspense>
  );
}

async function GiftDashboard() {
  const viewer = await getViewer();
  if (!viewer.ok) return <LoadError reason={viewer.reason} />;
  const [t, locale, r] = await Promise.all([
    getTranslations("gifts"),
    getLocale(),
    load(GIFT_DASHBOARD, { id: viewer.data.id }),
  ]);
  if (!r.ok) return <LoadError reason={r.reason} />;
  const d = r.data.giftDashboard;
  const points = (n: number) => t("points", { count: n, n: formatNumber(locale, n) });
  return (
    <div data-testid="dashboard-gifts" className="flex flex-col gap-6">
      <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
      <KpiGrid label={t("label")} columns={3}>
        <KpiCard id="gift-balance" label={t("balance")} icon={Gift} value={d.balance} display={points(d.balance)} />
        <KpiCard id="gift-earned" label={t("earned")} icon={TrendingUp} value={d.earned} display={points(d.earned)} />
        <KpiCard id="gift-spent" label={t("spent")} icon={TrendingDown} value={d.spent} display={points(d.spent)} />
      </KpiGrid>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Panel title={t("shop.title")} testId="panel-gift-shop">
          <ShopLink d={d} t={t} />
        </Panel>
        <Panel title={t("history.title")} className="xl:col-span-2" testId="panel-gift-history">
          <History d={d} locale={locale} t={t} />
        </Panel>
      </div>
    </div>
  );
}

type T = Awaited<ReturnType<typeof getTranslations<"gifts">>>;

function ShopLink({ d, t }: { d: GiftDashboardData; t: T }) {
  if (!d.url)
    return (
      <p
        role="status"
        data-testid="gift-no-shop"
        className="flex items-start gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/60 dark:bg-amber-950/40 dark:text-amber-200"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="block">{t("shop.none")}</strong>
          {t("shop.noneText")}
        </span>
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("shop.text")}</p>
      <a
        href={d.url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="gift-shop-link"
        className="inline-flex h-10 items-center justify-center gap-2 self-start rounded-md bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-600"
      >
        {t("shop.open")}
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only">{t("shop.newTab")}</span>
      </a>
    </div>
  );
}

function History({ d, locale, t }: { d: GiftDashboardData; locale: string; t: T }) {
  if (d.history.length === 0)
    return <EmptyState compact icon={Gift} title={t("history.emptyTitle")} text={t("history.emptyText")} />;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("history.caption", { shown: d.history.length, total: d.movements })}</caption>
        <thead>
          <tr className="border-b border-zinc-200 text-left text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("history.date")}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("history.reason")}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t("history.points")}
            </th>
          </tr>
        </thead>
        <tbody>
          {d.history.map((h) => (
            <tr
              key={h.id}
              data-testid="gift-row"
              className="border-b border-zinc-100 last:border-0 dark:border-zinc-800/60"
            >
              <td className="py-2 pr-4 whitespace-nowrap">{formatDate(locale, h.createdAt)}</td>
              <td className="py-2 pr-4">{h.reason}</td>
              <td
                className={cn(
                  "py-2 text-right font-medium tabular-nums",
                  h.points < 0 ? "text-red-700 dark:text-red-400" : "text-emerald-700 dark:text-emerald-400",
                )}
              >
                {h.points > 0 ? "+" : "−"}
                {formatNumber(locale, Math.abs(h.points))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {d.movements > d.history.length && (
        <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
          {t("history.more", { shown: d.history.length, total: d.movements })}
        </p>
      )}
    </div>
  );
}
