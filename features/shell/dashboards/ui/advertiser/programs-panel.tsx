import { Layers } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { formatDate, formatNumber } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { Panel } from "@/components/ui/states/panel";
import { EmptyState } from "@/components/ui/states/states";
import type { AdvertiserDashboardData } from "./queries";

const STATE_TONE = { valide: "success", pause: "neutral", supprime: "danger" } as const;

/** The advertiser's programs at a glance: counts by state and the most recent ones. */
export async function ProgramsPanel({
  d,
  locale,
  className,
}: {
  d: AdvertiserDashboardData;
  locale: string;
  className?: string;
}) {
  const t = await getTranslations("dashboard.advertiser.programs");
  const c = d.programCounts;
  const states: [keyof typeof c, string][] = [
    ["running", t("running")],
    ["paused", t("paused")],
    ["awaitingValidation", t("awaitingValidation")],
    ["deleted", t("deleted")],
  ];
  return (
    <Panel
      title={t("title")}
      action={{ href: "/myaffil/annonceur/prgramslist", label: t("all") }}
      className={className}
      testId="panel-programs"
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {states.map(([key, label]) => (
          <div
            key={key}
            data-testid={`programs-${key}`}
            data-value={c[key]}
            className="rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/50"
          >
            <dt className="text-xs text-zinc-600 dark:text-zinc-400">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatNumber(locale, c[key])}</dd>
          </div>
        ))}
      </dl>
      {d.recentPrograms.length === 0 ? (
        <EmptyState compact icon={Layers} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {d.recentPrograms.map((p) => (
            <li
              key={p.id}
              data-testid="program-row"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
            >
              <span className="min-w-48 flex-1 font-medium">{p.name}</span>
              <Badge tone={STATE_TONE[p.state]}>{t(`state.${p.state}`)}</Badge>
              {p.validation === "pending" && <Badge tone="warning">{t("pendingValidation")}</Badge>}
              <span className="w-full text-xs text-zinc-600 dark:text-zinc-400">
                {t("rowDetail", {
                  campaigns: p.campaigns,
                  publishers: p.publishers,
                  date: formatDate(locale, p.createdAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
