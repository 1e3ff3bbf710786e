import { Inbox, Megaphone } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { formatDate, formatNumber } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { Panel } from "@/components/ui/states/panel";
import { EmptyState } from "@/components/ui/states/states";
import type { PublisherDashboardData } from "./queries";

const STATE_TONE = { valide: "success", pause: "neutral", supprime: "danger" } as const;

/** The programs the publisher was accepted on, with what runs now. */
export async function CampaignsPanel({
  d,
  locale,
  className,
}: {
  d: PublisherDashboardData;
  locale: string;
  className?: string;
}) {
  const t = await getTranslations("dashboard.publisher.campaigns");
  return (
    <Panel
      title={t("title")}
      action={{ href: "/myaffil/editeur/campagnelist", label: t("all") }}
      className={className}
      testId="panel-campaigns"
    >
      {d.acceptedCampaigns.length === 0 ? (
        <EmptyState compact icon={Megaphone} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {d.acceptedCampaigns.map((c) => (
            <li
              key={c.programId}
              data-testid="campaign-row"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
            >
              <span className="min-w-48 flex-1 font-medium">{c.programName}</span>
              <Badge tone={STATE_TONE[c.programState]}>{t(`state.${c.programState}`)}</Badge>
              <span className="w-full text-xs text-zinc-600 dark:text-zinc-400">
                {t("rowDetail", {
                  running: c.runningCampaigns,
                  date: c.acceptedAt ? formatDate(locale, c.acceptedAt) : "—",
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Applications being reviewed or refused, with the last refusal reasons. */
export async function ApplicationsPanel({ d, locale }: { d: PublisherDashboardData; locale: string }) {
  const t = await getTranslations("dashboard.publisher.applications");
  const a = d.applications;
  return (
    <Panel
      title={t("title")}
      action={{ href: "/myaffil/editeur/prgramslist", label: t("browse") }}
      testId="panel-applications"
    >
      <dl className="grid grid-cols-2 gap-3">
        <div
          data-testid="applications-pending"
          data-value={a.pending}
          className="rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/50"
        >
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">{t("pending")}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatNumber(locale, a.pending)}</dd>
        </div>
        <div
          data-testid="applications-refused"
          data-value={a.refused}
          className="rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/50"
        >
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">{t("refused")}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatNumber(locale, a.refused)}</dd>
        </div>
      </dl>
      {d.refusals.length === 0 ? (
        <EmptyState compact icon={Inbox} title={t("noRefusal")} />
      ) : (
        <div>
          <h3 className="mb-1 text-sm font-medium">{t("lastRefusals")}</h3>
          <ul className="flex flex-col gap-2">
            {d.refusals.map((r, i) => (
              <li key={i} className="text-sm">
                <span className="font-medium">{r.programName}</span>
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                  {r.reason ?? t("noReason")}
                  {r.decidedAt && ` · ${formatDate(locale, r.decidedAt)}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
