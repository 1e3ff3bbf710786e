import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime, formatNumber, formatPercent } from "@/components/data/format";
import type { PushNotificationRow } from "../operations";

/** The notifications of the page, each with its counts (server-rendered; the logs link filters by it). */
export async function NotificationsTable({ items }: { items: PushNotificationRow[] }) {
  const t = await getTranslations("push");
  const locale = await getLocale();
  const th = "px-3 py-2 font-medium";
  const td = "px-3 py-2";
  const audience = (n: PushNotificationRow) =>
    [
      ...n.laws.map((l) => t(`laws.${l}` as "laws.ad")),
      ...n.platforms.map((p) => t(`platforms.${p}` as "platforms.market")),
    ].join(", ") || t("everyone");
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] text-left text-sm" data-testid="push-notifications">
        <thead className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <tr>
            <th className={th}>{t("table.notification")}</th>
            <th className={th}>{t("table.audience")}</th>
            <th className={th}>{t("table.when")}</th>
            <th className={`${th} text-right`}>{t("table.sent")}</th>
            <th className={`${th} text-right`}>{t("table.delivered")}</th>
            <th className={`${th} text-right`}>{t("table.failed")}</th>
            <th className={`${th} text-right`}>{t("table.clicked")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((n) => (
            <tr
              key={n.id}
              className="border-b border-zinc-100 dark:border-zinc-800/60"
              data-testid={`push-row-${n.id}`}
            >
              <td className={td}>
                <Link href={`/pushNotifications/logs?notificationId=${n.id}`} className="font-medium hover:underline">
                  {n.title}
                </Link>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">{n.body}</p>
              </td>
              <td className={td}>{audience(n)}</td>
              <td className={td}>
                {formatDateTime(locale, n.sentAt ?? n.sendAt)}
                {n.state === "scheduled" ? (
                  <p className="text-xs text-amber-600 dark:text-amber-400">{t("state.scheduled")}</p>
                ) : null}
              </td>
              <td className={`${td} text-right tabular-nums`} data-testid="push-sent">
                {formatNumber(locale, n.sent)}
              </td>
              <td className={`${td} text-right tabular-nums`} data-testid="push-delivered">
                {formatNumber(locale, n.delivered)}
              </td>
              <td className={`${td} text-right tabular-nums`} data-testid="push-failed">
                {formatNumber(locale, n.failed)}
              </td>
              <td className={`${td} text-right tabular-nums`} data-testid="push-clicked">
                {formatNumber(locale, n.clicked)}
                {n.delivered > 0 ? (
                  <span className="ml-1 text-xs text-zinc-500">({formatPercent(locale, n.clicked / n.delivered)})</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
