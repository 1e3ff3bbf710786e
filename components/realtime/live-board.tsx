"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { formatMoney, formatNumber } from "@/components/data/format";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils/cn";
import { LiveChart } from "./live-chart";
import { LIVE_VARIANTS, type LiveSnapshot, type LiveVariant } from "./snapshot";

type Status = "connecting" | "live" | "reconnecting";

/** After the server refused or dropped the stream for good (EventSource gives up then), a new one. */
const REOPEN_MS = 5000;

/**
 * Applies the stream's snapshots to the first screen the server rendered. EventSource reconnects
 * by itself (the server's `retry`); the badge says whether the figures are live.
 */
function useLiveSnapshot(initial: LiveSnapshot, stream: string) {
  const [snapshot, setSnapshot] = useState(initial);
  const [status, setStatus] = useState<Status>("connecting");
  useEffect(() => {
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(stream);
      source.onopen = () => setStatus("live");
      source.addEventListener("snapshot", (e) => {
        setSnapshot(JSON.parse((e as MessageEvent<string>).data) as LiveSnapshot);
        setStatus("live");
      });
      source.onerror = () => {
        setStatus("reconnecting");
        if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [stream]);
  return { snapshot, status };
}

/**
 * A live page's board (/temps-reel/weedomarket, /temps-reel/mongustave): status badge, the four
 * counters, the minute chart and the table of groups (categories, products). `variant` picks the
 * figures' labels (realtime.<variant>) and the snapshot's group field.
 */
export function LiveBoard({
  initial,
  stream,
  locale,
  variant,
}: {
  initial: LiveSnapshot;
  stream: string;
  locale: string;
  variant: LiveVariant;
}) {
  const t = useTranslations("realtime");
  const { snapshot, status } = useLiveSnapshot(initial, stream);
  const { totals } = snapshot;
  const groupsField = LIVE_VARIANTS[variant];
  const groups = snapshot[groupsField] ?? [];
  // Products are codes (their label is a message); categories come named from the database.
  const groupName = (name: string) => {
    const key = `${variant}.groupNames.${name}` as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : name;
  };
  const counters = [
    { key: "leadsIn", value: formatNumber(locale, totals.leadsIn) },
    { key: "sold", value: formatNumber(locale, totals.sold) },
    { key: "refused", value: formatNumber(locale, totals.refused) },
    { key: "revenue", value: formatMoney(locale, totals.revenueCents) },
  ] as const;
  const names = {
    leadsIn: t(`${variant}.figures.leadsIn`),
    sold: t(`${variant}.figures.sold`),
    refused: t(`${variant}.figures.refused`),
  };
  return (
    <div className="flex flex-col gap-6">
      <p
        role="status"
        data-testid="realtime-status"
        data-status={status}
        className={cn(
          "inline-flex w-fit items-center gap-2 rounded-full border px-3 py-1 text-sm",
          status === "live"
            ? "border-emerald-600/40 text-emerald-700 dark:text-emerald-400"
            : "border-amber-600/40 text-amber-700 dark:text-amber-400",
        )}
      >
        <span
          aria-hidden
          className={cn("size-2 rounded-full", status === "live" ? "animate-pulse bg-emerald-500" : "bg-amber-500")}
        />
        {t(`status.${status}`)}
      </p>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t("countersLabel")}>
        {counters.map((c) => (
          <li key={c.key} className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t(`${variant}.figures.${c.key}`)}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`realtime-${c.key}`}>
              {c.value}
            </p>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader title={t("chart.title")} description={t(`${variant}.chart.description`)} />
        <CardBody>
          <LiveChart
            data={snapshot.minutes}
            locale={locale}
            names={names}
            caption={t("chart.title")}
            summary={t(`${variant}.chart.summary`, {
              leadsIn: totals.leadsIn,
              sold: totals.sold,
              refused: totals.refused,
            })}
          />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t(`${variant}.groups.title`)} />
        <CardBody>
          {groups.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="realtime-empty">
              {t(`${variant}.groups.empty`)}
            </p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" data-testid={`realtime-${groupsField}`}>
                <thead>
                  <tr className="text-left text-zinc-600 dark:text-zinc-400">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t(`${variant}.groups.column`)}
                    </th>
                    {(["leadsIn", "sold", "refused", "revenue"] as const).map((k) => (
                      <th key={k} scope="col" className="py-2 pr-4 text-right font-medium">
                        {t(`${variant}.figures.${k}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {groups.map((c) => (
                    <tr key={c.id} className="border-t border-zinc-200 dark:border-zinc-800">
                      <th scope="row" className="py-2 pr-4 text-left font-normal">
                        {groupName(c.name)}
                      </th>
                      <td className="py-2 pr-4 text-right tabular-nums">{formatNumber(locale, c.leadsIn)}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{formatNumber(locale, c.sold)}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{formatNumber(locale, c.refused)}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{formatMoney(locale, c.revenueCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
