"use client";

import { useApolloClient, useSuspenseQuery } from "@apollo/client/react";
import { Clock, Download, PhoneCall, PhoneMissed, UserCheck } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { downloadCsv } from "@/components/data/csv";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { Pagination } from "@/components/data/pagination";
import { formatNumber, formatPercent, localeTag } from "@/components/data/format";
import { Badge, KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { PAGINATION } from "@/lib/constants";
import { CountChart } from "./count-chart";
import { formatDuration } from "./duration";
import { MANIVOX_CALLS, type ManivoxCallData } from "./operations";
import { manivoxCallsVariables } from "./tracking-input";
import { isMessageKey } from "@/lib/i18n/keys";

const OUTCOMES = ["lead", "no_lead", "missed"] as const;
const CSV_MAX = 1000;

/**
 * Admin `stats/manivox_calls`: the calls of the call-tracking numbers, with their lead outcome. The
 * first page comes from the server page's preload (ManivoxCallsScreen); a new question keeps the
 * current page on screen, dimmed, until its answer arrives.
 */
export function ManivoxCallsView({ initialRange, initialTag }: { initialRange: DayRange; initialTag: number | null }) {
  const t = useTranslations("myaffilTracking.manivox");
  const tc = useTranslations("myaffilTracking.common");
  const to = useTranslations("myaffilTracking.manivox.outcome");
  const tl = useTranslations("myaffilTracking.manivox.leadStatus");
  const locale = useLocale();
  const id = useId();
  const client = useApolloClient();
  const [range, setRange] = useState<DayRange>(initialRange);
  const [tagId, setTagId] = useState<number | null>(initialTag);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [loading, startTransition] = useTransition();
  const variables = manivoxCallsVariables({ range, tagId, outcome, page });
  const { data, error, refetch } = useSuspenseQuery(MANIVOX_CALLS, { variables, errorPolicy: "all" });
  /** A new question starts again at its first page. */
  const ask = (change: () => void) =>
    startTransition(() => {
      change();
      setPage(1);
    });
  const res = data?.manivoxCalls;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(localeTag(locale), {
      dateStyle: "short",
      timeStyle: "short",
      timeZone: "Europe/Paris",
    }).format(new Date(iso));
  // An outcome or status the catalogue does not know yet is shown as the API names it.
  const outcomeText = (o: string) => (isMessageKey(to, o) ? to(o) : o);
  const statusText = (s: string) => (isMessageKey(tl, s) ? tl(s) : s);
  const leadText = (c: ManivoxCallData) =>
    c.leadId ? `#${c.leadId}${c.leadStatus ? ` · ${statusText(c.leadStatus)}` : ""}` : "—";

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await client.query({
        query: MANIVOX_CALLS,
        variables: manivoxCallsVariables({ range, tagId, outcome, page: 1 }, CSV_MAX),
        fetchPolicy: "network-only",
      });
      const items = all.data?.manivoxCalls.items ?? [];
      downloadCsv(
        `appels-manivox-${range.from}-${range.to}`,
        [
          t("date"),
          t("tag"),
          t("phoneNumber"),
          t("campaign"),
          t("caller"),
          t("duration"),
          t("outcomeLabel"),
          t("lead"),
        ],
        items.map((c) => [
          when(c.startedAt),
          c.tagName,
          c.tagNumber,
          c.campaignName,
          c.callerNumber,
          c.durationSeconds,
          outcomeText(c.outcome),
          leadText(c),
        ]),
      );
      if ((all.data?.manivoxCalls.total ?? 0) > CSV_MAX) toast.info(t("csvCapped", { n: CSV_MAX }));
    } catch {
      toast.error(tc("loadError"));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("callsTitle")}
        description={t("callsDescription")}
        actions={
          <Button type="button" variant="outline" onClick={() => void exportCsv()} disabled={exporting || !res?.total}>
            <Download className="size-4" aria-hidden />
            {t("exportCsv")}
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-4">
        <DateRangePicker value={range} onChange={(r) => ask(() => setRange(r))} />
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-tag`}>{t("tag")}</Label>
          <Select
            id={`${id}-tag`}
            className="w-52"
            value={tagId ?? ""}
            onChange={(e) => {
              const next = e.target.value ? Number(e.target.value) : null;
              ask(() => setTagId(next));
            }}
          >
            <option value="">{t("allTags")}</option>
            {(data?.manivoxTags ?? []).map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-outcome`}>{t("outcomeLabel")}</Label>
          <Select
            id={`${id}-outcome`}
            className="w-44"
            value={outcome ?? ""}
            onChange={(e) => {
              const next = e.target.value || null;
              ask(() => setOutcome(next));
            }}
          >
            <option value="">{t("allOutcomes")}</option>
            {OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {outcomeText(o)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {error ? (
        <ErrorState title={tc("errorTitle")} text={tc("loadError")}>
          <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
            {tc("retry")}
          </Button>
        </ErrorState>
      ) : res ? (
        <div
          aria-busy={loading}
          className={loading ? "flex flex-col gap-6 opacity-60 transition-opacity" : "flex flex-col gap-6"}
        >
          <KpiGrid label={t("kpis")}>
            <KpiCard
              id="calls-total"
              label={t("calls")}
              display={formatNumber(locale, res.kpis.calls)}
              value={res.kpis.calls}
              icon={PhoneCall}
            />
            <KpiCard
              id="calls-leads"
              label={t("leads")}
              display={formatNumber(locale, res.kpis.leads)}
              value={res.kpis.leads}
              icon={UserCheck}
              detail={t("conversion", { pct: formatPercent(locale, res.kpis.conversion) })}
            />
            <KpiCard
              id="calls-missed"
              label={t("missed")}
              display={formatNumber(locale, res.kpis.missed)}
              value={res.kpis.missed}
              icon={PhoneMissed}
            />
            <KpiCard
              id="calls-duration"
              label={t("averageDuration")}
              display={formatDuration(locale, res.kpis.averageDuration)}
              value={res.kpis.averageDuration}
              icon={Clock}
              detail={t("totalDuration", { duration: formatDuration(locale, res.kpis.totalDuration) })}
            />
          </KpiGrid>
          <Card>
            <CardHeader title={t("chartTitle")} />
            <CardBody>
              <CountChart
                data={res.daily}
                locale={locale}
                labels={{ calls: t("calls"), leads: t("leads"), caption: t("chartTitle") }}
                summary={t("chartSummary", { calls: res.kpis.calls, leads: res.kpis.leads })}
              />
            </CardBody>
          </Card>
          <Card>
            <CardBody className="flex flex-col gap-4">
              {res.items.length === 0 ? (
                <EmptyState icon={PhoneCall} title={t("emptyCalls")} text={t("emptyCallsText")} compact />
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full text-sm" data-testid="manivox-calls-table">
                    <caption className="sr-only">{t("callsTitle")}</caption>
                    <thead>
                      <tr className="border-b border-zinc-200 text-left text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                        <th scope="col" className="p-2">
                          {t("date")}
                        </th>
                        <th scope="col" className="p-2">
                          {t("tag")}
                        </th>
                        <th scope="col" className="p-2">
                          {t("campaign")}
                        </th>
                        <th scope="col" className="p-2">
                          {t("caller")}
                        </th>
                        <th scope="col" className="p-2 text-right">
                          {t("duration")}
                        </th>
                        <th scope="col" className="p-2">
                          {t("outcomeLabel")}
                        </th>
                        <th scope="col" className="p-2">
                          {t("lead")}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {res.items.map((c) => (
                        <tr key={c.id} className="border-b border-zinc-100 dark:border-zinc-800/60">
                          <td className="p-2 whitespace-nowrap">{when(c.startedAt)}</td>
                          <td className="p-2">
                            {c.tagName} <span className="block font-mono text-xs text-zinc-500">{c.tagNumber}</span>
                          </td>
                          <td className="p-2">{c.campaignName ?? "—"}</td>
                          <td className="p-2 font-mono text-xs">{c.callerNumber}</td>
                          <td className="p-2 text-right tabular-nums">{formatDuration(locale, c.durationSeconds)}</td>
                          <td className="p-2">
                            <Badge
                              tone={c.outcome === "lead" ? "success" : c.outcome === "missed" ? "danger" : "neutral"}
                            >
                              {outcomeText(c.outcome)}
                            </Badge>
                          </td>
                          <td className="p-2">{leadText(c)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-zinc-600 dark:text-zinc-400">
                <span>{t("count", { n: res.total })}</span>
                <Pagination
                  page={page}
                  pageCount={Math.ceil(res.total / PAGINATION.pageSize)}
                  onPageChange={(p) => startTransition(() => setPage(p))}
                />
              </div>
            </CardBody>
          </Card>
        </div>
      ) : null}
    </div>
  );
}
