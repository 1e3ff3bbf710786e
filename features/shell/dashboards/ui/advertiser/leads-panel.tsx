import { getTranslations } from "next-intl/server";
import { formatDay } from "@/components/data/format";
import { Panel } from "@/components/ui/states/panel";
import { LeadsFigures, validRate } from "../leads-figures";
import type { AdvertiserDashboardData } from "./queries";

/** Leads of the last 30 days: received on the advertiser's programs, and bought on the marketplace. */
export async function LeadsPanel({ d, locale }: { d: AdvertiserDashboardData; locale: string }) {
  const t = await getTranslations("dashboard.advertiser.leads");
  const l = d.leads;
  const rate = validRate(locale, l);
  return (
    <Panel
      title={t("title")}
      action={{ href: "/myaffil/annonceur/stats/statsglobales", label: t("stats") }}
      testId="panel-leads"
    >
      <LeadsFigures
        leads={l}
        locale={locale}
        testId="leads"
        labels={{ received: t("received"), valid: t("valid"), invalid: t("invalid"), marketplace: t("marketplace") }}
      />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {rate ? t("validRate", { rate }) : t("noRate", { date: formatDay(locale, l.from, "medium") })}
      </p>
    </Panel>
  );
}
