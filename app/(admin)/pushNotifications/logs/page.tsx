import { Download, ScrollText } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/components/data/format";
import { PageLinks } from "@/components/data/page-links";
import { routeMetadata } from "@/components/shell/route-metadata";
import { Card, CardBody } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { PUSH_CSV_CAP } from "@/features/staff/push/server/limits";
import { query } from "@/lib/apollo/server";
import { PUSH_DELIVERY_STATES } from "@/lib/domain/states";
import { PUSH_LOGS } from "../operations";
import { readSearch } from "@/components/data/search-params";

export const generateMetadata = routeMetadata("/pushNotifications/logs");

const KEYS = ["notificationId", "state", "from", "to"] as const;

/**
 * /pushNotifications/logs (ad only): every delivery with the push service's answer, filtered by a
 * GET form (notification, state, period), paged by links, exported as CSV; no client component.
 */
export default async function PushLogsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("push");
  const locale = await getLocale();
  const { values, page, params } = readSearch(await searchParams, KEYS);
  const id = Number.parseInt(values.notificationId, 10);
  const { data, error } = await query({
    query: PUSH_LOGS,
    variables: {
      filter: {
        notificationId: Number.isFinite(id) ? id : null,
        state: values.state,
        from: values.from,
        to: values.to,
      },
      page,
    },
    fetchPolicy: "no-cache",
    errorPolicy: "all",
  });
  const list = error ? undefined : data?.pushDeliveries;
  const th = "px-3 py-2 font-medium";
  const td = "px-3 py-2 align-top";
  const tone: Record<string, string> = {
    delivered: "text-emerald-700 dark:text-emerald-400",
    pending: "text-amber-700 dark:text-amber-400",
    failed: "text-red-700 dark:text-red-400",
    expired: "text-zinc-500",
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("logs.title")}
        description={t("logs.description")}
        actions={
          <>
            <Link href="/pushNotifications/statistiques" className="btn btn-outline">
              {t("stats.title")}
            </Link>
            {list && list.total > 0 ? (
              <a
                href={`/api/push/deliveries/csv?${params({})}`}
                className="btn btn-outline"
                download
                title={t("logs.exportHint", { max: PUSH_CSV_CAP })}
              >
                <Download className="size-4" aria-hidden />
                {t("logs.export")}
              </a>
            ) : null}
          </>
        }
      />
      <Card>
        <CardBody className="flex flex-col gap-4">
          <form
            method="get"
            action="/pushNotifications/logs"
            aria-label={t("logs.filters")}
            className="flex flex-wrap items-end gap-3"
          >
            <div className="flex flex-col gap-1">
              <Label htmlFor="push-log-notification">{t("logs.notification")}</Label>
              <Input
                id="push-log-notification"
                name="notificationId"
                inputMode="numeric"
                pattern="[0-9]*"
                defaultValue={values.notificationId}
                className="w-28"
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="push-log-state">{t("logs.state")}</Label>
              <Select id="push-log-state" name="state" defaultValue={values.state}>
                <option value="">{t("logs.anyState")}</option>
                {PUSH_DELIVERY_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`deliveryState.${s}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="push-log-from">{t("logs.from")}</Label>
              <Input id="push-log-from" name="from" type="date" defaultValue={values.from} className="w-40" />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="push-log-to">{t("logs.to")}</Label>
              <Input id="push-log-to" name="to" type="date" defaultValue={values.to} className="w-40" />
            </div>
            <div className="flex gap-2">
              <button type="submit" className="btn btn-primary">
                {t("logs.apply")}
              </button>
              <Link href="/pushNotifications/logs" className="btn btn-outline">
                {t("logs.reset")}
              </Link>
            </div>
          </form>
          {error && !data ? (
            <ErrorState title={t("error.title")} text={t("error.text")} />
          ) : !list ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t("logs.invalid")}
            </p>
          ) : list.total === 0 ? (
            <EmptyState
              icon={ScrollText}
              title={t("logs.empty.title")}
              text={t("logs.empty.text")}
              testId="push-logs-empty"
            />
          ) : (
            <>
              <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
                {t("logs.summary", { total: list.total })}
              </p>
              <div className="overflow-x-auto">
                <table className="w-full min-w-[820px] text-left text-sm" data-testid="push-logs">
                  <thead className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                    <tr>
                      <th className={th}>{t("logs.at")}</th>
                      <th className={th}>{t("logs.notification")}</th>
                      <th className={th}>{t("logs.recipient")}</th>
                      <th className={th}>{t("logs.service")}</th>
                      <th className={th}>{t("logs.state")}</th>
                      <th className={th}>{t("logs.answer")}</th>
                      <th className={th}>{t("logs.clicked")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.items.map((d) => (
                      <tr
                        key={d.id}
                        className="border-b border-zinc-100 dark:border-zinc-800/60"
                        data-testid={`push-delivery-${d.id}`}
                      >
                        <td className={`${td} whitespace-nowrap`}>{formatDateTime(locale, d.sentAt ?? d.at)}</td>
                        <td className={td}>
                          <Link
                            href={`/pushNotifications/logs?notificationId=${d.notificationId}`}
                            className="hover:underline"
                          >
                            {d.title}
                          </Link>
                        </td>
                        <td className={td}>{d.recipient ?? "—"}</td>
                        <td className={td}>{d.service}</td>
                        <td className={`${td} ${tone[d.state] ?? ""}`} data-state={d.state}>
                          {t(`deliveryState.${d.state as "pending"}`)}
                          {d.attempts > 1 ? (
                            <span className="ml-1 text-xs text-zinc-500">
                              {t("logs.attempts", { count: d.attempts })}
                            </span>
                          ) : null}
                        </td>
                        <td className={td}>
                          <span className="font-mono text-xs">{d.statusCode ?? "—"}</span>
                          {d.response ? (
                            <p
                              className="max-w-xs truncate text-xs text-zinc-600 dark:text-zinc-400"
                              title={d.response}
                            >
                              {d.response}
                            </p>
                          ) : null}
                        </td>
                        <td className={`${td} whitespace-nowrap`}>
                          {d.clickedAt ? formatDateTime(locale, d.clickedAt) : "—"}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <PageLinks
                page={list.page}
                pageCount={Math.max(1, Math.ceil(list.total / list.pageSize))}
                href={(p) => `/pushNotifications/logs?${params({ page: p > 1 ? String(p) : "" })}`}
                label={t("pagination")}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
