"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { CheckCircle2, Download, Inbox, Search, XCircle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { downloadCsv } from "@/components/data/csv";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { Pagination } from "@/components/data/pagination";
import { formatNumber } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { EmptyState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { StatsFilters, type StatsFilterKey } from "./filters";
import { euros, money } from "./format";
import { forgetLeadsExcept } from "./lead-cache";
import { leadDetailsVariables } from "./lead-details-input";
import { SET_LEAD_STATUS } from "./lead-status";
import { PERF_LEAD_DETAILS, type StatsFiltersValue, type StatsLeadData } from "./operations";
import { QueryError } from "./query-error";

export interface LeadDetailsViewProps {
  area: "admin" | "annonceur" | "editeur";
  /** The range the list opens on (computed by the server page, which preloads its first page). */
  initialRange: DayRange;
  filters?: StatsFilterKey[];
  fixed?: StatsFiltersValue;
  /** Whether the validate / invalidate buttons exist (the mutation is served). */
  statusActions?: boolean;
  csvName: string;
}

const STATUSES = ["pending", "valid", "invalid", "duplicate"] as const;

function StatusBadge({ lead }: { lead: StatsLeadData }) {
  const t = useTranslations("myaffilStats.leads.status");
  return (
    <span className="flex flex-wrap gap-1">
      <Badge
        tone={lead.status === "valid" ? "success" : lead.status === "invalid" ? "danger" : "warning"}
        testId={`lead-status-${lead.id}`}
      >
        {t(lead.status)}
      </Badge>
      {lead.duplicate && <Badge tone="neutral">{t("duplicate")}</Badge>}
    </span>
  );
}

/**
 * Raw leads of a range, ten per page from the server (the list may hold millions), with status
 * badges, filters, a search, the CSV of the rows shown, and — for administrators and the owning
 * advertiser — validation of the selected leads. The first page comes from the server page's
 * preload (LeadDetailsScreen); a new question keeps the rows on screen, dimmed, until its answer.
 */
export function LeadDetailsView({
  area,
  initialRange,
  filters = [],
  fixed,
  statusActions = false,
  csvName,
}: LeadDetailsViewProps) {
  const t = useTranslations("myaffilStats.leads");
  const tk = useTranslations("myaffilStats.kpi");
  const locale = useLocale();
  const [range, setRange] = useState<DayRange>(initialRange);
  const [filterValue, setFilterValue] = useState<StatsFiltersValue>({});
  const [status, setStatus] = useState<string>("");
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [loading, startTransition] = useTransition();

  /** A new question (range, filter, status, search) starts again at its first page, nothing selected. */
  const ask = useCallback(
    (change: () => void) =>
      startTransition(() => {
        change();
        setPage(1);
        setSelected(new Set());
      }),
    [],
  );

  // The search runs once typing pauses.
  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const h = setTimeout(() => ask(() => setSearch(next)), 300);
    return () => clearTimeout(h);
  }, [searchText, search, ask]);

  const variables = leadDetailsVariables({ range, filters: filterValue, fixed, status, search, page });
  const { data, error, refetch } = useSuspenseQuery(PERF_LEAD_DETAILS, { variables, errorPolicy: "all" });
  const result = data?.myaffilLeadDetails;
  const retry = () => startTransition(() => void refetch());
  const [setLeadStatus, { loading: saving }] = useMutation(SET_LEAD_STATUS);
  const items = result?.items ?? [];
  const role = result?.role ?? (area === "admin" ? "admin" : area === "annonceur" ? "advertiser" : "publisher");
  const canAct = statusActions && !!result?.canSetStatus;
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  const header = [
    t("columns.date"),
    t("columns.id"),
    t("columns.program"),
    t("columns.campaign"),
    ...(role === "admin" ? [t("columns.publisher")] : []),
    t("columns.support"),
    t("columns.subId"),
    t("columns.email"),
    t("columns.phone"),
    t("columns.status"),
    ...(role !== "publisher" ? [`${role === "advertiser" ? tk("cost") : tk("revenue")} (€)`] : []),
    ...(role !== "advertiser" ? [`${role === "publisher" ? tk("earnings") : tk("payout")} (€)`] : []),
  ];
  const moneyColumns = role === "admin" ? 2 : 1;
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "fr-FR", {
      dateStyle: "short",
      timeStyle: "short",
      timeZone: "Europe/Paris",
    }).format(new Date(iso));
  const cells = (l: StatsLeadData) => [
    dateTime(l.createdAt),
    l.id,
    l.programName ?? `#${l.programId}`,
    l.campaignName ?? `#${l.campaignId}`,
    ...(role === "admin" ? [l.publisherName ?? `#${l.publisherClientId}`] : []),
    l.supportId === 0 ? t("noSupport") : (l.supportName ?? `#${l.supportId}`),
    l.subId,
    l.email ?? "",
    l.phone ?? "",
    t(`status.${l.duplicate ? "duplicate" : l.status}`),
    ...(role !== "publisher" ? [euros(l.revenue)] : []),
    ...(role !== "advertiser" ? [euros(l.payout)] : []),
  ];

  const apply = async (next: "valid" | "invalid") => {
    const ids = [...selected];
    try {
      // Other filters' lists and the figures are forgotten; the list on screen is read again in a
      // transition, so its rows stay until the new statuses arrive.
      await setLeadStatus({ variables: { ids, status: next }, update: (cache) => forgetLeadsExcept(cache, variables) });
      toast.success(t(next === "valid" ? "validated" : "invalidated", { count: ids.length }));
      setSelected(new Set());
      retry();
    } catch {
      toast.error(t("statusError"));
    }
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return (
    <div className="flex flex-col gap-6" data-testid="lead-details">
      <Card>
        <CardBody className="flex flex-wrap items-end gap-4">
          <DateRangePicker value={range} onChange={(r) => ask(() => setRange(r))} />
          <div className="flex flex-col gap-1">
            <Label htmlFor="lead-status-filter">{t("statusFilter")}</Label>
            <Select
              id="lead-status-filter"
              className="w-40"
              value={status}
              onChange={(e) => {
                const v = e.target.value;
                ask(() => setStatus(v));
              }}
            >
              <option value="">{t("allStatuses")}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </Select>
          </div>
          {filters.length > 0 && (
            <StatsFilters show={filters} value={filterValue} onChange={(v) => ask(() => setFilterValue(v))} />
          )}
        </CardBody>
      </Card>
      <Card>
        <CardBody className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <label className="relative min-w-48 flex-1 sm:max-w-xs">
              <span className="sr-only">{role === "publisher" ? t("searchPublisher") : t("search")}</span>
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
                aria-hidden
              />
              <Input
                type="search"
                className="pl-9"
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
                placeholder={role === "publisher" ? t("searchPublisher") : t("search")}
              />
            </label>
            {canAct && (
              <>
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" disabled={selected.size === 0 || saving}>
                      <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
                      {t("validate", { count: selected.size })}
                    </Button>
                  }
                  title={t("validateTitle", { count: selected.size })}
                  description={t("validateText")}
                  confirmLabel={t("validateConfirm")}
                  onConfirm={() => apply("valid")}
                />
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" disabled={selected.size === 0 || saving}>
                      <XCircle className="size-4 text-red-600" aria-hidden />
                      {t("invalidate", { count: selected.size })}
                    </Button>
                  }
                  title={t("invalidateTitle", { count: selected.size })}
                  description={t("invalidateText")}
                  confirmLabel={t("invalidateConfirm")}
                  destructive
                  onConfirm={() => apply("invalid")}
                />
              </>
            )}
            <Button
              variant="outline"
              className="ml-auto"
              disabled={items.length === 0}
              onClick={() => downloadCsv(`${csvName}_${range.from}_${range.to}_p${page}`, header, items.map(cells))}
            >
              <Download className="size-4" aria-hidden />
              {t("exportPage")}
            </Button>
          </div>
          {error && !result ? (
            <QueryError error={error} onRetry={retry} />
          ) : !loading && result && items.length === 0 ? (
            <EmptyState icon={Inbox} title={t("emptyTitle")} text={t("emptyText")} testId="leads-empty" />
          ) : (
            <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
              <table
                className={
                  loading
                    ? "w-full min-w-max border-collapse text-sm opacity-60 transition-opacity"
                    : "w-full min-w-max border-collapse text-sm"
                }
                aria-busy={loading}
                data-testid="leads-table"
              >
                <caption className="sr-only">{t("caption")}</caption>
                <thead className="bg-zinc-50 text-left text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:bg-zinc-800/60 dark:text-zinc-300">
                  <tr>
                    {canAct && (
                      <th scope="col" className="px-3 py-2">
                        <input
                          type="checkbox"
                          className="size-4 accent-emerald-700"
                          aria-label={t("selectPage")}
                          checked={items.length > 0 && items.every((l) => selected.has(l.id))}
                          onChange={(e) => setSelected(e.target.checked ? new Set(items.map((l) => l.id)) : new Set())}
                        />
                      </th>
                    )}
                    {header.map((h, i) => (
                      <th
                        key={h}
                        scope="col"
                        className={i >= header.length - moneyColumns ? "px-3 py-2 text-right" : "px-3 py-2"}
                      >
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {!result
                    ? Array.from({ length: 3 }, (_, i) => (
                        <tr key={i} className="border-t border-zinc-200 dark:border-zinc-800">
                          <td colSpan={header.length + 1} className="px-3 py-3">
                            <div className="h-4 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
                          </td>
                        </tr>
                      ))
                    : items.map((l) => (
                        <tr
                          key={l.id}
                          className="border-t border-zinc-200 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-800/40"
                        >
                          {canAct && (
                            <td className="px-3 py-2">
                              <input
                                type="checkbox"
                                className="size-4 accent-emerald-700"
                                aria-label={t("selectLead", { id: l.id })}
                                checked={selected.has(l.id)}
                                onChange={() => toggle(l.id)}
                              />
                            </td>
                          )}
                          <td className="px-3 py-2 whitespace-nowrap">{dateTime(l.createdAt)}</td>
                          <td className="px-3 py-2 tabular-nums">{l.id}</td>
                          <td className="px-3 py-2">{l.programName ?? `#${l.programId}`}</td>
                          <td className="px-3 py-2">{l.campaignName ?? `#${l.campaignId}`}</td>
                          {role === "admin" && (
                            <td className="px-3 py-2">{l.publisherName ?? `#${l.publisherClientId}`}</td>
                          )}
                          <td className="px-3 py-2">
                            {l.supportId === 0 ? t("noSupport") : (l.supportName ?? `#${l.supportId}`)}
                          </td>
                          <td className="px-3 py-2">{l.subId}</td>
                          <td className="px-3 py-2">{l.email}</td>
                          <td className="px-3 py-2 tabular-nums">{l.phone}</td>
                          <td className="px-3 py-2">
                            <StatusBadge lead={l} />
                          </td>
                          {role !== "publisher" && (
                            <td className="px-3 py-2 text-right tabular-nums">{money(locale, l.revenue)}</td>
                          )}
                          {role !== "advertiser" && (
                            <td className="px-3 py-2 text-right tabular-nums">{money(locale, l.payout)}</td>
                          )}
                        </tr>
                      ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
              {loading
                ? t("loading")
                : t("total", { count: result?.total ?? 0, formatted: formatNumber(locale, result?.total ?? 0) })}
            </p>
            <Pagination page={page} pageCount={pageCount} onPageChange={(p) => startTransition(() => setPage(p))} />
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
