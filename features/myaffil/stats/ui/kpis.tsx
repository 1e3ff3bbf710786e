"use client";

import { Euro, Gauge, MousePointerClick, Percent, ShieldCheck, TrendingUp, UserPlus, Wallet } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { count, money, ratio } from "./format";
import type { Figures, StatsRole } from "./operations";

/** The headline figures of a range; each role sees only its money (publishers: earnings; advertisers: cost). */
export function StatsKpis({
  totals,
  role,
  compare,
}: {
  totals: Figures;
  role: StatsRole;
  compare?: (key: keyof Figures) => ReactNode;
}) {
  const t = useTranslations("myaffilStats.kpi");
  const locale = useLocale();
  const cards = [
    {
      id: "clicks",
      label: t("clicks"),
      value: totals.clicks,
      display: count(locale, totals.clicks),
      icon: MousePointerClick,
    },
    { id: "leads", label: t("leads"), value: totals.leads, display: count(locale, totals.leads), icon: UserPlus },
    {
      id: "validLeads",
      label: t("validLeads"),
      value: totals.validLeads,
      display: count(locale, totals.validLeads),
      icon: ShieldCheck,
    },
    {
      id: "conversion",
      label: t("conversion"),
      value: totals.conversion,
      display: ratio(locale, totals.conversion),
      icon: Percent,
    },
    ...(totals.revenue !== null
      ? [
          {
            id: "revenue",
            label: role === "advertiser" ? t("cost") : t("revenue"),
            value: totals.revenue,
            display: money(locale, totals.revenue),
            icon: Euro,
          },
        ]
      : []),
    ...(totals.payout !== null
      ? [
          {
            id: "payout",
            label: role === "publisher" ? t("earnings") : t("payout"),
            value: totals.payout,
            display: money(locale, totals.payout),
            icon: Wallet,
          },
        ]
      : []),
    ...(totals.margin !== null
      ? [
          {
            id: "margin",
            label: t("margin"),
            value: totals.margin,
            display: money(locale, totals.margin),
            icon: TrendingUp,
          },
        ]
      : []),
    { id: "epc", label: t("epc"), value: totals.epc, display: money(locale, totals.epc), icon: Gauge },
  ] as const;
  return (
    <KpiGrid label={t("label")} columns={4}>
      {cards.map((c) => (
        <KpiCard
          key={c.id}
          id={c.id}
          label={c.label}
          value={c.value}
          display={c.display}
          icon={c.icon}
          detail={compare?.(c.id as keyof Figures)}
        />
      ))}
    </KpiGrid>
  );
}
