import { BadgeEuro, Percent, ShoppingCart, Users } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import type { SearchParams } from "@/components/data/search-params";
import { formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import { Card, CardBody } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { query } from "@/lib/apollo/server";
import { ClientStatsTable } from "./client-stats-table";
import { MG_ADMIN_CLIENT_STATS } from "./operations";
import { PeriodForm } from "./period-form";
import { CLIENTS_PATH, readDayRange } from "./search-params";

/**
 * /weedomarket/admin/stats/statClientsGustave: each Mon Gustave client's web services, leads bought,
 * acceptance, revenue and share of the period's revenue.
 */
export async function ClientStatsScreen({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("mongustaveAdmin");
  const locale = await getLocale();
  const { values, filter } = readDayRange(searchParams);
  const { data } = await query({
    query: MG_ADMIN_CLIENT_STATS,
    variables: { filter },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const rows = data?.mgAdminClientStats.map((r) => ({ ...r }));
  const revenue = rows?.reduce((s, r) => s + r.revenueCents, 0) ?? 0;
  const bought = rows?.reduce((s, r) => s + r.leadsBought, 0) ?? 0;
  const settled = rows?.reduce((s, r) => s + r.settled, 0) ?? 0;
  const accepted = rows?.reduce((s, r) => s + Math.round(r.acceptanceRate * r.settled), 0) ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("statClients.title")} description={t("statClients.description")} />
      <Card>
        <CardBody>
          <PeriodForm action={CLIENTS_PATH} values={values} />
        </CardBody>
      </Card>
      {!rows ? (
        <ErrorState title={t("error.title")} text={t("error.text")} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t("statClients.emptyTitle")}
          text={t("statClients.emptyText")}
          testId="mg-clients-empty"
        />
      ) : (
        <>
          <KpiGrid label={t("statClients.kpis")}>
            <KpiCard
              id="mg-clients"
              label={t("statClients.clients")}
              value={rows.length}
              display={formatNumber(locale, rows.length)}
              icon={Users}
            />
            <KpiCard
              id="mg-bought"
              label={t("clients.leadsBought")}
              value={bought}
              display={formatNumber(locale, bought)}
              icon={ShoppingCart}
            />
            <KpiCard
              id="mg-acceptance"
              label={t("volumes.acceptanceRate")}
              value={settled ? accepted / settled : 0}
              display={formatPercent(locale, settled ? accepted / settled : 0)}
              icon={Percent}
            />
            <KpiCard
              id="mg-revenue"
              label={t("volumes.revenue")}
              value={revenue}
              display={formatMoney(locale, revenue)}
              icon={BadgeEuro}
            />
          </KpiGrid>
          <Card>
            <CardBody>
              <ClientStatsTable
                rows={rows}
                csvName={`mongustave-clients-${values.from}_${values.to}${values.product ? `-${values.product}` : ""}`}
              />
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
