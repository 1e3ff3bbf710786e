"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { CalendarClock, CalendarPlus, ChartColumn, Mail, MailOpen, Send, XCircle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useDeferredValue, useId, useMemo, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { DataTable, dataColumns, type DataColumn } from "@/components/data/data-table";
import { formatDay, formatNumber, formatPercent } from "@/components/data/format";
import { Badge, KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { SHOOT_STATES } from "@/lib/domain/states";
import {
  CANCEL_SHOOT,
  SET_SHOOT_STATE,
  SHOOTS,
  type Shoot,
} from "@/features/myaffil/creatives/ui/creatives/operations";
import { forgettingLists } from "@/features/myaffil/creatives/ui/creatives/list-cache";
import { QueryError, useServerError } from "@/features/myaffil/creatives/ui/creatives/shared";
import { shootListVariables } from "./list-variables";
import { parisToday, PostponeShootForm, ReportShootForm, ScheduleShootForm } from "./shoot-forms";

export type ShootsRole = "publisher" | "advertiser" | "admin";
const TONE = { valid: "success", cancelled: "danger", postponed: "warning" } as const;

/** MesShoots (publisher: schedule, postpone, cancel, report; advertiser: read-only) and the admin Shootlist. */
export function ShootsView({ role }: { role: ShootsRole }) {
  const t = useTranslations("myaffilCreatives.shoots");
  const tc = useTranslations("myaffilCreatives.common");
  const ts = useTranslations("myaffilCreatives.shootStates");
  const locale = useLocale();
  const id = useId();
  const serverError = useServerError();
  const [state, setState] = useState("");
  const [programId, setProgramId] = useState<number | null>(null);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [dialog, setDialog] = useState<{ kind: "schedule" } | { kind: "postpone" | "report"; shoot: Shoot } | null>(
    null,
  );
  const variables = useMemo(() => shootListVariables({ state, from, to }), [state, from, to]);
  // The first screen was preloaded by the page; a new filter keeps the current rows until its own arrive.
  const shown = useDeferredValue(variables);
  const [refreshing, startRefresh] = useTransition();
  const pending = shown !== variables || refreshing;
  const { data, error, refetch } = useSuspenseQuery(SHOOTS, { variables: shown, errorPolicy: "all" });
  // A new state moves the shoot between the state filters: every cached variant is forgotten.
  const [cancel] = useMutation(CANCEL_SHOOT, {
    ...forgettingLists("shoots"),
    refetchQueries: ["Shoots"],
    awaitRefetchQueries: true,
  });
  const [setShootState] = useMutation(SET_SHOOT_STATE, {
    ...forgettingLists("shoots"),
    refetchQueries: ["Shoots"],
    awaitRefetchQueries: true,
  });

  const all = useMemo(() => data?.shoots ?? [], [data]);
  const programs = useMemo(
    () => [...new Map(all.map((s) => [s.programId, s.programName])).entries()].sort((a, b) => a[1].localeCompare(b[1])),
    [all],
  );
  const rows = useMemo(() => (programId ? all.filter((s) => s.programId === programId) : all), [all, programId]);
  const today = parisToday();
  const live = rows.filter((s) => s.state !== "cancelled");
  const totals = {
    count: rows.length,
    upcoming: live.filter((s) => s.date >= today).length,
    volume: live.reduce((n, s) => n + s.volume, 0),
    sent: rows.reduce((n, s) => n + s.sent, 0),
    opens: rows.reduce((n, s) => n + s.opens, 0),
  };

  const columns = useMemo(() => {
    const col = dataColumns<Shoot>();
    const list: DataColumn<Shoot>[] = [
      col.accessor((s) => `${s.date} ${s.time}`, {
        id: "when",
        header: t("date"),
        cell: ({ row: { original: s } }) => (
          <span className="whitespace-nowrap">
            {formatDay(locale, s.date, "short")} {new Date(`${s.date}T00:00:00Z`).getUTCFullYear()} · {s.time}
          </span>
        ),
      }),
      col.accessor("programName", { header: tc("program") }),
      col.accessor("campaignName", {
        header: tc("campaign"),
        cell: (c) => (
          <span className="block max-w-56 truncate" title={c.getValue()}>
            {c.getValue()}
          </span>
        ),
      }),
    ] as DataColumn<Shoot>[];
    if (role !== "publisher")
      list.push(
        col.accessor("publisherName", {
          header: tc("publisher"),
          cell: (c) => c.getValue() || `#${c.row.original.publisherClientId}`,
        }) as DataColumn<Shoot>,
      );
    list.push(
      ...([
        col.accessor("supportName", { header: t("support") }),
        col.accessor((s) => s.visualName ?? "", {
          id: "visual",
          header: t("visual"),
          cell: (c) => (c.getValue() as string) || "—",
        }),
        col.accessor("volume", {
          header: t("volume"),
          meta: { align: "right" },
          cell: (c) => formatNumber(locale, c.getValue()),
        }),
        col.accessor((s) => ts(s.state), {
          id: "state",
          header: tc("state"),
          cell: (c) => <Badge tone={TONE[c.row.original.state]}>{c.getValue() as string}</Badge>,
        }),
        col.accessor("sent", {
          header: t("sent"),
          meta: { align: "right" },
          cell: (c) => formatNumber(locale, c.getValue()),
        }),
        col.accessor("opens", {
          header: t("opens"),
          meta: { align: "right" },
          cell: (c) => formatNumber(locale, c.getValue()),
        }),
        col.accessor((s) => (s.sent > 0 ? s.opens / s.sent : 0), {
          id: "openRate",
          header: t("openRate"),
          meta: { align: "right", csv: (s: Shoot) => (s.sent > 0 ? (s.opens / s.sent).toFixed(4) : "") },
          cell: (c) => (c.row.original.sent > 0 ? formatPercent(locale, c.getValue() as number) : "—"),
        }),
      ] as DataColumn<Shoot>[]),
    );
    if (role === "publisher")
      list.push(
        col.display({
          id: "actions",
          header: tc("actions"),
          meta: { noCsv: true },
          cell: ({ row: { original: s } }) =>
            s.state === "cancelled" ? null : (
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  className="h-8 px-2"
                  aria-label={`${t("postpone")} — ${s.campaignName} ${s.date}`}
                  title={t("postpone")}
                  onClick={() => setDialog({ kind: "postpone", shoot: s })}
                >
                  <CalendarClock className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  className="h-8 px-2"
                  aria-label={`${t("report")} — ${s.campaignName} ${s.date}`}
                  title={t("report")}
                  onClick={() => setDialog({ kind: "report", shoot: s })}
                >
                  <ChartColumn className="size-4" aria-hidden />
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="ghost"
                      className="h-8 px-2 text-red-700 dark:text-red-400"
                      aria-label={`${t("cancelShoot")} — ${s.campaignName} ${s.date}`}
                      title={t("cancelShoot")}
                    >
                      <XCircle className="size-4" aria-hidden />
                    </Button>
                  }
                  title={t("confirmCancel")}
                  description={t("confirmCancelDescription", {
                    date: formatDay(locale, s.date, "long"),
                    campaign: s.campaignName,
                  })}
                  confirmLabel={t("cancelShoot")}
                  destructive
                  onConfirm={async () => {
                    try {
                      await cancel({ variables: { id: s.id } });
                      toast.success(t("cancelled"));
                    } catch (e) {
                      toast.error(serverError(e));
                      throw e;
                    }
                  }}
                />
              </div>
            ),
        }) as DataColumn<Shoot>,
      );
    if (role === "admin")
      list.push(
        col.display({
          id: "changeState",
          header: t("changeState"),
          meta: { noCsv: true },
          cell: ({ row: { original: s } }) => (
            <Select
              aria-label={`${t("changeState")} — ${s.campaignName} ${s.date}`}
              value={s.state}
              className="h-8 w-auto"
              onChange={async (e) => {
                try {
                  await setShootState({ variables: { id: s.id, state: e.target.value } });
                  toast.success(t("stateChanged"));
                } catch (err) {
                  toast.error(serverError(err));
                }
              }}
            >
              {SHOOT_STATES.map((x) => (
                <option key={x} value={x}>
                  {ts(x)}
                </option>
              ))}
            </Select>
          ),
        }) as DataColumn<Shoot>,
      );
    return list;
  }, [role, t, tc, ts, locale, cancel, setShootState, serverError]);

  const title = role === "admin" ? t("adminTitle") : t("title");
  const description =
    role === "admin" ? t("adminDescription") : role === "advertiser" ? t("advertiserDescription") : t("description");

  const toolbar = (
    <>
      <Label htmlFor={`${id}-state`} className="sr-only">
        {tc("state")}
      </Label>
      <Select id={`${id}-state`} value={state} onChange={(e) => setState(e.target.value)} className="w-auto">
        <option value="">{`${tc("state")} : ${tc("all")}`}</option>
        {SHOOT_STATES.map((s) => (
          <option key={s} value={s}>
            {ts(s)}
          </option>
        ))}
      </Select>
      <Label htmlFor={`${id}-program`} className="sr-only">
        {tc("program")}
      </Label>
      <Select
        id={`${id}-program`}
        value={programId ?? ""}
        onChange={(e) => setProgramId(e.target.value ? Number(e.target.value) : null)}
        className="w-auto max-w-64"
      >
        <option value="">{`${tc("program")} : ${tc("all")}`}</option>
        {programs.map(([pid, name]) => (
          <option key={pid} value={pid}>
            {name}
          </option>
        ))}
      </Select>
      <div className="flex items-center gap-1">
        <Label htmlFor={`${id}-from`} className="text-xs">
          {t("from")}
        </Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className="h-10 w-auto"
        />
        <Label htmlFor={`${id}-to`} className="text-xs">
          {t("to")}
        </Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
          className="h-10 w-auto"
        />
      </div>
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          role === "publisher" && (
            <Button onClick={() => setDialog({ kind: "schedule" })}>
              <CalendarPlus className="size-4" aria-hidden />
              {t("schedule")}
            </Button>
          )
        }
      />
      {error && !data ? (
        <QueryError onRetry={() => startRefresh(() => void refetch())} />
      ) : (
        <div
          aria-busy={pending}
          data-pending={pending || undefined}
          className={pending ? "flex flex-col gap-6 opacity-70 transition-opacity" : "flex flex-col gap-6"}
        >
          <KpiGrid label={title}>
            <KpiCard
              id="shoots"
              label={t("count")}
              display={formatNumber(locale, totals.count)}
              value={totals.count}
              icon={Send}
              detail={`${t("upcoming")} : ${formatNumber(locale, totals.upcoming)}`}
            />
            <KpiCard
              id="volume"
              label={t("totalVolume")}
              display={formatNumber(locale, totals.volume)}
              value={totals.volume}
              icon={Mail}
            />
            <KpiCard
              id="sent"
              label={t("totalSent")}
              display={formatNumber(locale, totals.sent)}
              value={totals.sent}
              icon={Send}
            />
            <KpiCard
              id="opens"
              label={t("totalOpens")}
              display={formatNumber(locale, totals.opens)}
              value={totals.opens}
              icon={MailOpen}
              detail={
                totals.sent ? `${t("openRate")} : ${formatPercent(locale, totals.opens / totals.sent)}` : undefined
              }
            />
          </KpiGrid>
          <DataTable
            columns={columns}
            data={rows}
            csvName={t("csv")}
            emptyText={role === "publisher" ? t("empty") : t("empty")}
            toolbar={toolbar}
            getRowId={(s) => String(s.id)}
            testId="shoots-table"
          />
        </div>
      )}
      <Dialog open={dialog !== null} onOpenChange={(o) => !o && setDialog(null)}>
        {dialog?.kind === "schedule" && (
          <DialogContent title={t("scheduleTitle")}>
            <ScheduleShootForm onDone={() => setDialog(null)} />
          </DialogContent>
        )}
        {dialog?.kind === "postpone" && (
          <DialogContent
            title={t("postponeTitle")}
            description={`${dialog.shoot.programName} — ${dialog.shoot.campaignName}`}
          >
            <PostponeShootForm shoot={dialog.shoot} onDone={() => setDialog(null)} />
          </DialogContent>
        )}
        {dialog?.kind === "report" && (
          <DialogContent
            title={t("reportTitle")}
            description={`${dialog.shoot.programName} — ${dialog.shoot.campaignName}`}
          >
            <ReportShootForm shoot={dialog.shoot} onDone={() => setDialog(null)} />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
