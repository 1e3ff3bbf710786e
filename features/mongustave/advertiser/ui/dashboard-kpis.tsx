import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import { Card, CardBody } from "@/components/ui/card";
import type { MgDashboardData } from "./operations";

type Figures = MgDashboardData["thisMonth"]["figures"];

/** The three headline figures of this month, each beside last month's. */
export async function DashboardKpis({ thisMonth, lastMonth }: { thisMonth: Figures; lastMonth: Figures }) {
  const t = await getTranslations("mongustaveAdvertiser.dashboard");
  const locale = await getLocale();
  const rate = (f: Figures) => (f.settled > 0 ? formatPercent(locale, f.acceptanceRate) : "—");
  const tiles = [
    {
      id: "bought",
      label: t("leadsBought"),
      now: formatNumber(locale, thisMonth.accepted),
      before: formatNumber(locale, lastMonth.accepted),
    },
    { id: "acceptance", label: t("acceptance"), now: rate(thisMonth), before: rate(lastMonth) },
    {
      id: "spend",
      label: t("spend"),
      now: formatMoney(locale, thisMonth.spendCents),
      before: formatMoney(locale, lastMonth.spendCents),
    },
  ];
  return (
    <section aria-label={t("thisMonth")} className="grid gap-4 sm:grid-cols-3">
      {tiles.map((k) => (
        <Card key={k.id}>
          <CardBody className="flex flex-col gap-1" data-testid={`mg-kpi-${k.id}`}>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {k.label} · {t("thisMonth")}
            </p>
            <p className="text-2xl font-semibold tabular-nums" data-testid={`mg-kpi-${k.id}-value`}>
              {k.now}
            </p>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("vsLastMonth", { value: k.before })}</p>
          </CardBody>
        </Card>
      ))}
    </section>
  );
}
