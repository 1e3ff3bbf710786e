import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime, formatNumber } from "@/components/data/format";
import { StatsTable, Td, Th } from "@/features/staff/stats/ui/cells";
import { cn } from "@/lib/utils/cn";
import type { TeletechData } from "./operations";

const TONE: Record<string, string> = {
  qualified: "text-emerald-700 dark:text-emerald-400",
  not_reachable: "text-amber-700 dark:text-amber-400",
  refused: "text-red-700 dark:text-red-400",
  wrong_number: "text-zinc-600 dark:text-zinc-400",
};

/**
 * The count of each outcome under the current filters; each links to the list filtered on it
 * (the other filters kept), the selected one marked.
 */
export async function OutcomeCounts({
  counts,
  selected,
  href,
}: {
  counts: TeletechData["teletechOutcomes"];
  selected: string;
  href: (outcome: string) => string;
}) {
  const t = await getTranslations("staffStats.teletech");
  const locale = await getLocale();
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="teletech-outcomes">
      {counts.map((c) => (
        <li key={c.outcome}>
          <Link
            href={href(selected === c.outcome ? "" : c.outcome)}
            aria-current={selected === c.outcome ? "true" : undefined}
            className={cn(
              "flex flex-col rounded-lg border px-4 py-3 hover:bg-zinc-50 dark:hover:bg-zinc-900",
              selected === c.outcome ? "border-emerald-500" : "border-zinc-200 dark:border-zinc-800",
            )}
            data-testid={`outcome-${c.outcome}`}
          >
            <span className={cn("text-sm", TONE[c.outcome])}>{t(`outcomes.${c.outcome}`)}</span>
            <span className="text-2xl font-semibold tabular-nums">{formatNumber(locale, c.count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export async function CallsTable({ rows }: { rows: TeletechData["teletechCalls"]["items"] }) {
  const t = await getTranslations("staffStats.teletech");
  const locale = await getLocale();
  return (
    <StatsTable
      testId="teletech-calls"
      minWidth={820}
      head={
        <>
          <Th>{t("columns.lead")}</Th>
          <Th>{t("columns.campaign")}</Th>
          <Th>{t("columns.calledAt")}</Th>
          <Th>{t("columns.outcome")}</Th>
          <Th>{t("columns.agent")}</Th>
          <Th>{t("columns.note")}</Th>
        </>
      }
    >
      {rows.map((r) => (
        <tr key={r.id} className="dt-row align-top" data-testid={`teletech-call-${r.id}`}>
          <Td>
            <div className="flex flex-col">
              <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">#{r.leadId}</span>
              <span>{r.leadEmail ?? "—"}</span>
              {r.leadPhone && <span className="text-xs text-zinc-600 dark:text-zinc-400">{r.leadPhone}</span>}
            </div>
          </Td>
          <Td>
            {r.campaignName}
            <span className="ml-1 font-mono text-xs text-zinc-600 dark:text-zinc-400">#{r.campaignId}</span>
          </Td>
          <Td className="whitespace-nowrap tabular-nums">{formatDateTime(locale, r.calledAt)}</Td>
          <Td>
            <span className={cn("badge", TONE[r.outcome])}>{t(`outcomes.${r.outcome}`)}</span>
          </Td>
          <Td>{r.agent || t("noNote")}</Td>
          <Td className="max-w-xs text-sm">{r.note || t("noNote")}</Td>
        </tr>
      ))}
    </StatsTable>
  );
}
