import { getTranslations } from "next-intl/server";
import { Panel, PanelLink } from "@/components/ui/states/panel";
import { LeadsFigures, validRate } from "../leads-figures";
import type { AdminDashboardData } from "./queries";

/** Today's and the last 30 days' leads across MyAffil and the marketplace, with the screens that detail them. */
export async function AdminLeadsPanel({
  leads,
  locale,
}: {
  leads: Pick<AdminDashboardData, "leadsToday" | "leads30">;
  locale: string;
}) {
  const t = await getTranslations("dashboard.admin.leads");
  const labels = { received: t("received"), valid: t("valid"), invalid: t("invalid"), marketplace: t("marketplace") };
  const spans = [
    { id: "leads-today", title: t("today"), l: leads.leadsToday },
    { id: "leads-30", title: t("last30"), l: leads.leads30 },
  ];
  return (
    <Panel title={t("title")} testId="panel-admin-leads">
      {spans.map(({ id, title, l }) => {
        const rate = validRate(locale, l);
        return (
          <div key={id} className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">
              {title}
              {rate && (
                <span className="ml-2 text-xs font-normal text-zinc-600 dark:text-zinc-400">
                  {t("validRate", { rate })}
                </span>
              )}
            </h3>
            <LeadsFigures leads={l} labels={labels} locale={locale} testId={id} />
          </div>
        );
      })}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <PanelLink href="/myaffil/admin/stats/statsglobales">{t("stats")}</PanelLink>
        <PanelLink href="/myaffil/admin/stats/statsleadmarket">{t("marketStats")}</PanelLink>
      </div>
    </Panel>
  );
}
