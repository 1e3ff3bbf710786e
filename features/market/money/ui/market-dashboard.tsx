"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { useTransition } from "react";
import { Flag, ListOrdered, ShoppingBag, Wallet } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { AmountBarChart } from "@/components/charts/amount-bar-chart";
import { formatDate, formatMoney, formatNumber } from "@/components/data/format";
import { Badge, KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { BalanceSummary } from "./balance-summary";
import { OutcomeBadge } from "./badges";
import { useMoneyError } from "./errors";
import { MARKET_DASHBOARD } from "./operations";

const LINKS = [
  ["/weedomarket/annonceur/creeCommande", "newOrder"],
  ["/weedomarket/annonceur/mesCommandes", "orders"],
  ["/weedomarket/annonceur/mesLeads", "leads"],
  ["/mes-prepaiement", "topUp"],
  ["/weedomarket/annonceur/mesTarifs", "prices"],
] as const;

/** The advertiser's marketplace home (/weedomarket/annonceur/dashboard); the page preloads its figures on the server. */
export function MarketDashboard() {
  const t = useTranslations("marketMoney.dashboard");
  const to = useTranslations("marketMoney.outcome");
  const tst = useTranslations("marketMoney.orderState");
  const td = useTranslations("data");
  const locale = useLocale();
  const explain = useMoneyError();
  const { data, error, refetch } = useSuspenseQuery(MARKET_DASHBOARD, { errorPolicy: "all" });
  const [, startTransition] = useTransition();
  const d = data?.marketDashboard;

  if (error && !d)
    return (
      <ErrorState title={t("errorTitle")} text={explain(error)}>
        <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
          {td("retry")}
        </Button>
      </ErrorState>
    );
  if (!d) return null;
  const inv = d.invalidations;
  const totalInv = inv.being_processed + inv.valid + inv.accepted + inv.refused;

  return (
    <div className="flex flex-col gap-6" data-testid="market-dashboard">
      <nav aria-label={t("links")} className="flex flex-wrap gap-2">
        {LINKS.map(([href, key]) => (
          <Button key={key} asChild variant={key === "newOrder" ? "primary" : "outline"}>
            <Link href={href}>{t(`link.${key}`)}</Link>
          </Button>
        ))}
      </nav>
      <KpiGrid label={t("kpis")}>
        <KpiCard
          id="market-spend"
          label={t("spend30")}
          display={formatMoney(locale, d.spendTotalCents)}
          value={d.spendTotalCents}
          icon={Wallet}
        />
        <KpiCard
          id="market-leads"
          label={t("leads30")}
          display={formatNumber(locale, d.leadsBought30)}
          value={d.leadsBought30}
          icon={ShoppingBag}
        />
        <KpiCard
          id="market-orders"
          label={t("ordersOpen")}
          display={formatNumber(locale, d.orders.length)}
          value={d.orders.length}
          icon={ListOrdered}
        />
        <KpiCard
          id="market-return-rate"
          label={t("returnRate")}
          display={`${d.returnRate.ratePercent.toLocaleString(locale === "en" ? "en-GB" : "fr-FR")} %`}
          value={d.returnRate.ratePercent}
          icon={Flag}
          detail={t("returnRateDetail", { returns: d.returnRate.returns, sales: d.returnRate.sales })}
        />
      </KpiGrid>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader
            title={t("balanceTitle")}
            actions={
              <Button asChild variant="outline" className="h-8 text-xs">
                <Link href="/mes-prepaiement">{t("link.topUp")}</Link>
              </Button>
            }
          />
          <CardBody>
            <BalanceSummary solde={d.balance} />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t("spendTitle")} />
          <CardBody>
            <AmountBarChart
              testId="market-spend-chart"
              data={d.spend.map((p) => ({ key: p.day, amount: p.amountCents }))}
              period="day"
              locale={locale}
              name={t("spendSeries")}
              caption={t("spendTitle")}
              summary={
                d.spendTotalCents > 0
                  ? t("spendSummary", { amount: formatMoney(locale, d.spendTotalCents) })
                  : t("spendNone")
              }
            />
          </CardBody>
        </Card>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader
            title={t("ordersTitle")}
            actions={
              <Link
                className="text-sm text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400"
                href="/weedomarket/annonceur/mesCommandes"
              >
                {t("seeAll")}
              </Link>
            }
          />
          <CardBody>
            {d.orders.length === 0 ? (
              <EmptyState compact icon={ListOrdered} title={t("ordersEmpty")} text={t("ordersEmptyText")} />
            ) : (
              <ul className="flex flex-col gap-4" data-testid="market-orders-progress">
                {d.orders.map((o) => {
                  const pct = Math.min(100, Math.round((o.delivered * 100) / Math.max(o.totalVolume, 1)));
                  return (
                    <li key={o.id} className="flex flex-col gap-1.5">
                      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                        <span className="font-medium">
                          #{o.id} · {o.category}
                        </span>
                        <Badge tone={o.state === "in_progress" ? "success" : "warning"}>
                          {tst.has(o.state) ? tst(o.state) : o.state}
                        </Badge>
                      </div>
                      <div
                        role="progressbar"
                        aria-label={t("progressLabel", { id: o.id })}
                        aria-valuemin={0}
                        aria-valuemax={o.totalVolume}
                        aria-valuenow={o.delivered}
                        className="h-2 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
                      >
                        <div className="h-full bg-emerald-600" style={{ width: `${pct}%` }} />
                      </div>
                      <span className="text-xs text-zinc-600 dark:text-zinc-400">
                        {t("progress", {
                          delivered: o.delivered,
                          total: o.totalVolume,
                          price: formatMoney(locale, o.unitPriceCents),
                        })}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title={t("recentTitle")}
            actions={
              <Link
                className="text-sm text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400"
                href="/weedomarket/annonceur/mesLeads"
              >
                {t("seeAll")}
              </Link>
            }
          />
          <CardBody>
            {d.recentLeads.length === 0 ? (
              <EmptyState compact icon={ShoppingBag} title={t("recentEmpty")} text={t("recentEmptyText")} />
            ) : (
              <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
                {d.recentLeads.map((l) => (
                  <li key={l.saleId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <span>
                      <span className="font-medium">
                        {l.firstName} {l.lastName}
                      </span>{" "}
                      <span className="text-zinc-600 dark:text-zinc-400">
                        · {l.category} · {formatDate(locale, l.boughtAt)}
                      </span>
                    </span>
                    <span className="flex items-center gap-2">
                      <span className="tabular-nums">{formatMoney(locale, l.priceCents)}</span>
                      {l.invalidationOutcome && <OutcomeBadge outcome={l.invalidationOutcome} />}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
      </div>
      <Card>
        <CardHeader
          title={t("invalidationsTitle")}
          description={t("invalidationsText", { refunded: formatMoney(locale, inv.refundedCents) })}
        />
        <CardBody>
          {totalInv === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("invalidationsNone")}</p>
          ) : (
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="market-invalidation-stats">
              {(["being_processed", "valid", "accepted", "refused"] as const).map((o) => (
                <div key={o}>
                  <dt className="text-sm text-zinc-600 dark:text-zinc-400">{to(o)}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{inv[o]}</dd>
                </div>
              ))}
            </dl>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
