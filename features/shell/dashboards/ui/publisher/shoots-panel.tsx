import { Camera } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { formatDay } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { Panel, PanelLink } from "@/components/ui/states/panel";
import { EmptyState } from "@/components/ui/states/states";
import type { UpcomingShoot } from "./queries";

const LISTED = 5;
const STATE_TONE = { valid: "success", postponed: "warning", cancelled: "danger" } as const;
const known = (state: string): state is keyof typeof STATE_TONE => state in STATE_TONE;

/** The next shoots the publisher scheduled (cancelled ones left out), soonest first. */
export async function ShootsPanel({ shoots, locale }: { shoots: UpcomingShoot[]; locale: string }) {
  const t = await getTranslations("dashboard.publisher.shoots");
  const next = shoots
    .filter((s) => s.state !== "cancelled")
    .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`) || a.id - b.id)
    .slice(0, LISTED);
  return (
    <Panel title={t("title")} action={{ href: "/myaffil/editeur/MesShoots", label: t("link") }} testId="panel-shoots">
      {next.length === 0 ? (
        <EmptyState compact testId="shoots-empty" icon={Camera} title={t("emptyTitle")} text={t("emptyText")}>
          <PanelLink href="/myaffil/editeur/MesShoots">{t("schedule")}</PanelLink>
        </EmptyState>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {next.map((s) => (
            <li key={s.id} data-testid="shoot-row" className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className="min-w-48 flex-1 font-medium">
                {s.programName} — {s.campaignName}
              </span>
              {known(s.state) && <Badge tone={STATE_TONE[s.state]}>{t(`state.${s.state}`)}</Badge>}
              <span className="w-full text-xs text-zinc-600 dark:text-zinc-400">
                {t("row", {
                  date: formatDay(locale, s.date, "medium"),
                  time: s.time,
                  volume: s.volume,
                  support: s.supportName,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
