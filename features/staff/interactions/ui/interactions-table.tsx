import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime, formatDay } from "@/components/data/format";
import { kindKey, outcomeBadge, outcomeKey } from "./labels";
import type { InteractionItem } from "./operations";
import { InteractionRowActions } from "./row-actions";

const muted = "text-xs text-zinc-600 dark:text-zinc-400";

/** Interactions as a table (the list, the follow-ups due, a member's panel without the client column). */
export async function InteractionsTable({
  items,
  testId,
  showClient = true,
}: {
  items: InteractionItem[];
  testId: string;
  showClient?: boolean;
}) {
  const t = await getTranslations("interactions");
  const locale = await getLocale();
  const th = "px-3 py-2 font-medium";
  const rows = items;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] text-left text-sm" data-testid={testId}>
        <thead className="border-b border-zinc-200 text-xs uppercase text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            <th scope="col" className={th}>
              {t("columns.occurredAt")}
            </th>
            <th scope="col" className={th}>
              {t("columns.kind")}
            </th>
            {showClient && (
              <th scope="col" className={th}>
                {t("columns.client")}
              </th>
            )}
            <th scope="col" className={th}>
              {t("columns.subject")}
            </th>
            <th scope="col" className={th}>
              {t("columns.staff")}
            </th>
            <th scope="col" className={th}>
              {t("columns.outcome")}
            </th>
            <th scope="col" className={th}>
              {t("columns.followUp")}
            </th>
            <th scope="col" className={th}>
              {t("columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((i) => (
            <tr key={i.id} className="dt-row align-top" data-testid={`interaction-${i.id}`}>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatDateTime(locale, i.occurredAt)}</td>
              <td className="px-3 py-2">{t(kindKey(i.kind))}</td>
              {showClient && (
                <td className="px-3 py-2">
                  <Link href={`/member/${i.member.id}`} className="font-medium hover:underline">
                    {i.member.name}
                  </Link>
                  <div className={muted}>{i.member.society || i.member.email}</div>
                </td>
              )}
              <td className="max-w-72 px-3 py-2">
                <div className="font-medium">{i.subject}</div>
                {i.notes && <div className={`${muted} line-clamp-2`}>{i.notes}</div>}
              </td>
              <td className="px-3 py-2">{i.staff.name}</td>
              <td className="px-3 py-2">
                <span className={`badge ${outcomeBadge(i.outcome)}`}>{t(outcomeKey(i.outcome))}</span>
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {i.followUpOn ? (
                  <div className="flex flex-col gap-1">
                    <span className="tabular-nums">{t("due.on", { date: formatDay(locale, i.followUpOn) })}</span>
                    {i.due ? (
                      <span className="badge badge-warning" data-testid="interaction-due">
                        {t("due.badge")}
                      </span>
                    ) : (
                      i.followUpDone && <span className="badge badge-success">{t("due.done")}</span>
                    )}
                  </div>
                ) : (
                  <span className={muted}>—</span>
                )}
              </td>
              <td className="px-3 py-2">
                <InteractionRowActions interaction={i} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
