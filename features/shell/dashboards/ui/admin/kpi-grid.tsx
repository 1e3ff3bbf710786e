import { BadgeEuro, ClipboardCheck, Percent, PiggyBank, Receipt, UserPlus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import type { AdminQueues, PeriodKpis } from "./queries";

/**
 * The headline figures: each card shows today in large and the month to date below, so the two
 * periods read side by side.
 */
export async function AdminKpiGrid({
  kpis,
  queues,
  locale,
}: {
  kpis: { today: PeriodKpis; monthToDate: PeriodKpis };
  queues: AdminQueues;
  locale: string;
}) {
  const t = await getTranslations("dashboard.admin.kpi");
  const { today, monthToDate: month } = kpis;
  const money = (c: number) => formatMoney(locale, c);
  const monthLine = (value: string) => t("monthToDate", { value });
  const pending = queues.members + queues.applications + queues.ois + queues.prepayments + queues.programs;
  const marginText = (k: PeriodKpis) => (k.margin == null ? "—" : money(k.margin));
  // The margin is over performance and coreg invoicing, that is margin + publisher costs.
  const marginRate = (k: PeriodKpis) =>
    k.margin != null && k.margin + k.publisherCosts > 0
      ? t("marginRate", { rate: formatPercent(locale, k.margin / (k.margin + k.publisherCosts)) })
      : null;

  return (
    <KpiGrid label={t("label")} columns={3}>
      <KpiCard
        id="revenue"
        label={t("revenue")}
        icon={BadgeEuro}
        value={today.marketplaceRevenue}
        display={money(today.marketplaceRevenue)}
        detail={
          <>
            <p>{t("sales", { count: today.marketplaceSales })}</p>
            <p data-testid="kpi-revenue-month" data-value={month.marketplaceRevenue}>
              {monthLine(money(month.marketplaceRevenue))}
            </p>
          </>
        }
      />
      <KpiCard
        id="invoiced"
        label={t("invoiced")}
        icon={Receipt}
        value={today.invoiced}
        display={money(today.invoiced)}
        detail={
          <p data-testid="kpi-invoiced-month" data-value={month.invoiced}>
            {monthLine(money(month.invoiced))}
          </p>
        }
      />
      <KpiCard
        id="margin"
        label={t("margin")}
        icon={Percent}
        value={today.margin}
        display={marginText(today)}
        detail={
          <>
            <p>{today.margin == null ? t("marginNone") : (marginRate(today) ?? t("marginHow"))}</p>
            <p data-testid="kpi-margin-month" data-value={month.margin ?? ""}>
              {monthLine(marginText(month))}
              {marginRate(month) && ` · ${marginRate(month)}`}
            </p>
          </>
        }
      />
      <KpiCard
        id="prepayments"
        label={t("prepayments")}
        icon={PiggyBank}
        value={today.prepaymentsValidatedAmount}
        display={money(today.prepaymentsValidatedAmount)}
        detail={
          <>
            <p>{t("prepaymentsCount", { count: today.prepaymentsValidated })}</p>
            <p data-testid="kpi-prepayments-month" data-value={month.prepaymentsValidatedAmount}>
              {monthLine(
                `${money(month.prepaymentsValidatedAmount)} (${formatNumber(locale, month.prepaymentsValidated)})`,
              )}
            </p>
          </>
        }
      />
      <KpiCard
        id="members"
        label={t("members")}
        icon={UserPlus}
        value={today.newMembers}
        display={formatNumber(locale, today.newMembers)}
        detail={
          <p data-testid="kpi-members-month" data-value={month.newMembers}>
            {monthLine(formatNumber(locale, month.newMembers))}
          </p>
        }
      />
      <KpiCard
        id="pending"
        label={t("pending")}
        icon={ClipboardCheck}
        value={pending}
        display={formatNumber(locale, pending)}
        tone={pending > 0 ? "warning" : "default"}
        detail={<p>{t("pendingDetail")}</p>}
      />
    </KpiGrid>
  );
}
