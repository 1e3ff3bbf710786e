import { FileSignature, Layers, Receipt, Wallet } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { formatMoney, formatNumber } from "@/components/data/format";
import { Badge, KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import type { AdvertiserDashboardData } from "./queries";

export async function AdvertiserKpis({ d, locale }: { d: AdvertiserDashboardData; locale: string }) {
  const t = await getTranslations("dashboard.advertiser.kpi");
  const c = d.programCounts;
  return (
    <KpiGrid label={t("label")}>
      <KpiCard
        id="programs"
        label={t("programs")}
        icon={Layers}
        value={c.running}
        display={formatNumber(locale, c.running)}
        detail={t("programsDetail", { paused: c.paused, awaiting: c.awaitingValidation })}
      />
      {d.balance ? (
        <KpiCard
          id="balance"
          label={t("balance")}
          icon={Wallet}
          value={d.balance.soldeHt}
          display={formatMoney(locale, d.balance.soldeHt)}
          tone={d.balance.low ? "warning" : "default"}
          badge={
            d.balance.low ? (
              <Badge tone="danger" testId="low-balance">
                {t("lowBalance")}
              </Badge>
            ) : undefined
          }
          detail={
            <span data-testid="kpi-balance-ttc" data-value={d.balance.soldeTtc}>
              {t("balanceTtc", { amount: formatMoney(locale, d.balance.soldeTtc) })}
            </span>
          }
        />
      ) : (
        <KpiCard
          id="balance"
          label={t("balance")}
          icon={Wallet}
          value={null}
          display="—"
          detail={t("notMarketplaceClient")}
        />
      )}
      <KpiCard
        id="documents"
        label={t("documents")}
        icon={FileSignature}
        value={d.documentsToSign.length}
        display={formatNumber(locale, d.documentsToSign.length)}
        tone={d.documentsToSign.length > 0 ? "warning" : "default"}
        detail={d.documentsToSign.length > 0 ? t("documentsDetail") : t("documentsNone")}
      />
      <KpiCard
        id="invoices"
        label={t("invoices")}
        icon={Receipt}
        value={d.invoicesWaiting.count}
        display={formatNumber(locale, d.invoicesWaiting.count)}
        detail={
          <span data-testid="kpi-invoices-total" data-value={d.invoicesWaiting.total}>
            {t("invoicesDetail", { amount: formatMoney(locale, d.invoicesWaiting.total) })}
          </span>
        }
      />
    </KpiGrid>
  );
}
