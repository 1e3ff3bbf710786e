import { ShoppingCart } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { formatDate, formatNumber } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { Panel, PanelLink } from "@/components/ui/states/panel";
import { EmptyState } from "@/components/ui/states/states";
import type { AdvertiserDashboardData } from "./queries";

const MY_ORDERS = "/weedomarket/annonceur/mesCommandes";
const NEW_ORDER = "/weedomarket/annonceur/creeCommande";
const STATE_TONE = { in_progress: "success", paused: "warning", completed: "neutral", cancelled: "danger" } as const;
const known = (state: string): state is keyof typeof STATE_TONE => state in STATE_TONE;

/** The advertiser's marketplace orders: how many run, are paused or done, and the latest ones. */
export async function OrdersPanel({ d, locale }: { d: AdvertiserDashboardData; locale: string }) {
  const t = await getTranslations("dashboard.advertiser.orders");
  const o = d.orders;
  if (!o)
    return (
      <Panel title={t("title")} testId="panel-orders">
        <EmptyState
          compact
          testId="orders-empty"
          icon={ShoppingCart}
          title={t("notClientTitle")}
          text={t("emptyNotClient")}
        />
      </Panel>
    );
  const counts: ["inProgress" | "paused" | "completed", string][] = [
    ["inProgress", t("inProgress")],
    ["paused", t("paused")],
    ["completed", t("completed")],
  ];
  return (
    <Panel title={t("title")} action={{ href: MY_ORDERS, label: t("all") }} testId="panel-orders">
      <dl className="grid grid-cols-3 gap-2">
        {counts.map(([key, label]) => (
          <div
            key={key}
            data-testid={`orders-${key}`}
            data-value={o[key]}
            className="rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/50"
          >
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatNumber(locale, o[key])}</dd>
          </div>
        ))}
      </dl>
      {o.recent.length === 0 ? (
        <EmptyState compact testId="orders-none" icon={ShoppingCart} title={t("noneTitle")} text={t("noneText")}>
          <PanelLink href={NEW_ORDER}>{t("create")}</PanelLink>
        </EmptyState>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {o.recent.map((r) => (
            <li key={r.id} data-testid="order-row" className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className="min-w-32 flex-1 font-medium">{r.categoryName}</span>
              {known(r.state) && <Badge tone={STATE_TONE[r.state]}>{t(`state.${r.state}`)}</Badge>}
              <span className="w-full text-xs text-zinc-600 dark:text-zinc-400">
                {t("progress", {
                  delivered: formatNumber(locale, r.delivered),
                  total: formatNumber(locale, r.totalVolume),
                  date: formatDate(locale, r.createdAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
