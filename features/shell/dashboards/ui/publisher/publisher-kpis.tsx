import { BadgeEuro, Clock, Inbox, Megaphone } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { formatMoney, formatNumber } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import type { PublisherDashboardData } from "./queries";

export async function PublisherKpis({
  d,
  earned,
  locale,
}: {
  d: PublisherDashboardData;
  earned: number;
  locale: string;
}) {
  const t = await getTranslations("dashboard.publisher.kpi");
  const waitingCount = d.payments.reduce((s, p) => s + p.waitingCount, 0);
  const waitingTotal = d.payments.reduce((s, p) => s + p.waitingTotal, 0);
  const thisMonth = d.earnings.at(-1)?.amount ?? 0;
  return (
    <KpiGrid label={t("label")}>
      <KpiCard
        id="earnings"
        label={t("earnings")}
        icon={BadgeEuro}
        value={earned}
        display={formatMoney(locale, earned)}
        detail={
          <span data-testid="kpi-earnings-month" data-value={thisMonth}>
            {t("earningsDetail", { amount: formatMoney(locale, thisMonth) })}
          </span>
        }
      />
      <KpiCard
        id="waiting"
        label={t("waiting")}
        icon={Clock}
        value={waitingTotal}
        display={formatMoney(locale, waitingTotal)}
        detail={
          <span data-testid="kpi-waiting-count" data-value={waitingCount}>
            {t("waitingDetail", { count: waitingCount })}
          </span>
        }
      />
      <KpiCard
        id="campaigns"
        label={t("campaigns")}
        icon={Megaphone}
        value={d.applications.accepted}
        display={formatNumber(locale, d.applications.accepted)}
        detail={t("campaignsDetail")}
      />
      <KpiCard
        id="applications"
        label={t("applications")}
        icon={Inbox}
        value={d.applications.pending}
        display={formatNumber(locale, d.applications.pending)}
        detail={
          <span data-testid="kpi-applications-refused" data-value={d.applications.refused}>
            {t("applicationsDetail", { refused: d.applications.refused })}
          </span>
        }
      />
    </KpiGrid>
  );
}
