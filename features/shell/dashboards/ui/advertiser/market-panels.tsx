import { ChartNoAxesColumn, Wallet } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AmountBarChart } from "@/components/charts/amount-bar-chart";
import { formatMoney } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { Panel } from "@/components/ui/states/panel";
import { EmptyState } from "@/components/ui/states/states";
import type { AdvertiserDashboardData } from "./queries";

/** The marketplace balance, HT and TTC, with the low-balance warning of the top bar. */
export async function BalancePanel({ d, locale }: { d: AdvertiserDashboardData; locale: string }) {
  const t = await getTranslations("dashboard.advertiser.balance");
  const b = d.balance;
  if (!b)
    return (
      <Panel title={t("title")} testId="panel-balance">
        <EmptyState compact icon={Wallet} title={t("noneTitle")} text={t("noneText")} />
      </Panel>
    );
  return (
    <Panel title={t("title")} action={{ href: "/mes-prepaiement", label: t("topUp") }} testId="panel-balance">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">{t("ht")}</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatMoney(locale, b.soldeHt)}</dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">{t("ttc")}</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatMoney(locale, b.soldeTtc)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">{t("lastPrepayment")}</dt>
          <dd className="tabular-nums">
            {b.lastPrepaiement == null ? t("noPrepayment") : formatMoney(locale, b.lastPrepaiement)}
          </dd>
        </div>
      </dl>
      {b.low ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone="danger">{t("low")}</Badge>
          {t("lowText")}
        </p>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("okText")}</p>
      )}
    </Panel>
  );
}

/** Marketplace spend of the last 30 days. */
export async function SpendPanel({
  d,
  locale,
  className,
}: {
  d: AdvertiserDashboardData;
  locale: string;
  className?: string;
}) {
  const t = await getTranslations("dashboard.advertiser.spend");
  const total = d.spend.reduce((s, p) => s + p.amount, 0);
  return (
    <Panel title={t("title")} className={className} testId="panel-spend">
      {d.marketplaceClient ? (
        <div data-testid="spend-total" data-value={total}>
          <AmountBarChart
            testId="chart-spend"
            data={d.spend.map((p) => ({ key: p.day, amount: p.amount }))}
            period="day"
            locale={locale}
            name={t("series")}
            caption={t("caption")}
            summary={total > 0 ? t("summary", { amount: formatMoney(locale, total) }) : t("none")}
          />
        </div>
      ) : (
        <EmptyState compact icon={ChartNoAxesColumn} title={t("notClientTitle")} text={t("notClientText")} />
      )}
    </Panel>
  );
}
