"use client";

import { useMutation, useQuery, useSuspenseQuery } from "@apollo/client/react";
import type { RowSelectionState } from "@tanstack/react-table";
import { Check, X } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useDeferredValue, useId, useMemo, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { DataTable, dataColumns, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatNumber } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { APPLICATION_STATES } from "@/lib/domain/states";
import { REFUSAL_REASON_MAX } from "@/lib/validation/application";
import {
  APPLICATION_FILTERS,
  APPLICATIONS,
  DECIDE_APPLICATIONS,
  type Application,
} from "@/features/myaffil/creatives/ui/creatives/operations";
import { forgettingLists } from "@/features/myaffil/creatives/ui/creatives/list-cache";
import { QueryError, useServerError } from "@/features/myaffil/creatives/ui/creatives/shared";
import { DEFAULT_APPLICATION_FILTERS, applicationListVariables } from "./list-variables";
import { isMessageKey } from "@/lib/i18n/keys";

const TONE = { being_verified: "warning", accepted: "success", refused: "danger" } as const;

/** Administrators' postulelist: filter, select, accept or refuse in bulk (a refusal carries its reason). */
export function PostuleList() {
  const t = useTranslations("myaffilCreatives.postules");
  const tc = useTranslations("myaffilCreatives.common");
  const ts = useTranslations("myaffilCreatives.applicationStates");
  const tv = useTranslations("myaffilCreatives.validation");
  const tb = useTranslations("signUpLists.broadcastTypes");
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const serverError = useServerError();
  const [state, setState] = useState<string>(DEFAULT_APPLICATION_FILTERS.state);
  const [programId, setProgramId] = useState<number | null>(DEFAULT_APPLICATION_FILTERS.programId);
  const [publisherClientId, setPublisherClientId] = useState<number | null>(
    DEFAULT_APPLICATION_FILTERS.publisherClientId,
  );
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const variables = useMemo(
    () => applicationListVariables({ state, programId, publisherClientId }),
    [state, programId, publisherClientId],
  );
  // The first screen was preloaded by the page; a new filter keeps the current rows until its own arrive.
  const shown = useDeferredValue(variables);
  const [refreshing, startRefresh] = useTransition();
  const pending = shown !== variables || refreshing;
  const { data, error, refetch } = useSuspenseQuery(APPLICATIONS, { variables: shown, errorPolicy: "all" });
  const { data: options } = useQuery(APPLICATION_FILTERS, { fetchPolicy: "cache-and-network" });
  // A decision moves rows between the state filters: every cached variant of the queue is forgotten
  // (switching back to "being verified" must not show an accepted row), the one on screen read again.
  const [decide, { loading: deciding }] = useMutation(DECIDE_APPLICATIONS, {
    ...forgettingLists("applications", "myaffilPrograms"),
    refetchQueries: ["Applications"],
    awaitRefetchQueries: true,
  });

  const rows = useMemo(() => data?.applications ?? [], [data]);
  const ids = Object.keys(selection)
    .filter((k) => selection[k])
    .map(Number)
    .filter((n) => rows.some((r) => r.id === n));

  const run = async (decision: "accepted" | "refused", why = "") => {
    try {
      const { data: res } = await decide({ variables: { ids, decision, reason: why } });
      const n = (res as { decideApplications: number } | undefined)?.decideApplications ?? 0;
      toast.success(decision === "accepted" ? t("accepted", { count: n }) : t("refused", { count: n }));
      setSelection({});
      // The list was read again with the mutation; the server-rendered bell counts too.
      router.refresh();
      return true;
    } catch (e) {
      const msg = serverError(e);
      toast.error(msg);
      return false;
    }
  };

  const columns = useMemo(() => {
    const col = dataColumns<Application>();
    return [
      col.accessor("createdAt", {
        header: tc("date"),
        cell: (c) => formatDate(locale, c.getValue()),
        meta: { csv: (a: Application) => a.createdAt.slice(0, 10) },
      }),
      col.accessor("programName", {
        header: tc("program"),
        cell: (c) => (
          <Link
            href={`/myaffil/admin/viewprogram?id=${c.row.original.programId}`}
            className="font-medium text-emerald-700 hover:underline dark:text-emerald-400"
          >
            {c.getValue()}
          </Link>
        ),
      }),
      col.accessor("publisherName", {
        header: tc("publisher"),
        cell: (c) => c.getValue() || `#${c.row.original.publisherClientId}`,
      }),
      col.accessor((a) => a.supportName ?? "", {
        id: "support",
        header: tc("support"),
        cell: ({ row: { original: a } }) =>
          a.supportName ? (
            <div className="flex flex-col">
              {a.supportUrl ? (
                <a href={a.supportUrl} target="_blank" rel="noopener noreferrer" className="hover:underline">
                  {a.supportName}
                </a>
              ) : (
                a.supportName
              )}
              {a.supportBroadcastType && (
                <span className="text-xs text-zinc-500">
                  {isMessageKey(tb, a.supportBroadcastType) ? tb(a.supportBroadcastType) : a.supportBroadcastType}
                </span>
              )}
            </div>
          ) : (
            "—"
          ),
      }),
      col.accessor((a) => a.supportAudience ?? 0, {
        id: "audience",
        header: t("audience"),
        meta: { align: "right" },
        cell: (c) => (c.row.original.supportAudience == null ? "—" : formatNumber(locale, c.getValue())),
      }),
      col.accessor("message", {
        header: t("message"),
        cell: (c) => (
          <span className="line-clamp-2 block max-w-72 whitespace-normal text-zinc-700 dark:text-zinc-300">
            {c.getValue() || "—"}
          </span>
        ),
      }),
      col.accessor((a) => ts(a.state), {
        id: "state",
        header: tc("state"),
        meta: { csv: (a: Application) => (a.refusalReason ? `${ts(a.state)} — ${a.refusalReason}` : ts(a.state)) },
        cell: ({ row: { original: a }, getValue }) => (
          <div className="flex flex-col gap-0.5">
            <Badge tone={TONE[a.state]}>{getValue() as string}</Badge>
            {a.refusalReason && (
              <span className="max-w-56 text-xs whitespace-normal text-zinc-500">{a.refusalReason}</span>
            )}
          </div>
        ),
      }),
      col.accessor((a) => a.decidedAt ?? "", {
        id: "decidedAt",
        header: t("decidedAt"),
        cell: (c) => (c.getValue() ? formatDate(locale, c.getValue() as string) : "—"),
        meta: { csv: (a: Application) => a.decidedAt?.slice(0, 10) ?? "" },
      }),
    ] as DataColumn<Application>[];
  }, [t, tc, ts, tb, locale]);

  const filters = (
    <>
      <div className="flex items-center gap-2">
        <Label htmlFor={`${id}-state`} className="sr-only">
          {t("filterState")}
        </Label>
        <Select
          id={`${id}-state`}
          value={state}
          onChange={(e) => {
            setState(e.target.value);
            setSelection({});
          }}
          className="w-auto"
        >
          <option value="">{`${t("filterState")} : ${tc("all")}`}</option>
          {APPLICATION_STATES.map((s) => (
            <option key={s} value={s}>
              {ts(s)}
            </option>
          ))}
        </Select>
      </div>
      <Label htmlFor={`${id}-program`} className="sr-only">
        {t("filterProgram")}
      </Label>
      <Select
        id={`${id}-program`}
        value={programId ?? ""}
        onChange={(e) => {
          setProgramId(e.target.value ? Number(e.target.value) : null);
          setSelection({});
        }}
        className="w-auto max-w-64"
      >
        <option value="">{`${t("filterProgram")} : ${tc("all")}`}</option>
        {options?.applicationFilterOptions.programs.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </Select>
      <Label htmlFor={`${id}-publisher`} className="sr-only">
        {t("filterPublisher")}
      </Label>
      <Select
        id={`${id}-publisher`}
        value={publisherClientId ?? ""}
        onChange={(e) => {
          setPublisherClientId(e.target.value ? Number(e.target.value) : null);
          setSelection({});
        }}
        className="w-auto max-w-64"
      >
        <option value="">{`${t("filterPublisher")} : ${tc("all")}`}</option>
        {options?.applicationFilterOptions.publishers.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name || `#${p.id}`}
          </option>
        ))}
      </Select>
    </>
  );

  return (
    <div>
      <PageHeader title={t("title")} description={t("description")} />
      <div
        className="mb-3 flex flex-wrap items-center gap-2"
        role="group"
        aria-label={t("selected", { count: ids.length })}
      >
        <span className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
          {t("selected", { count: ids.length })}
        </span>
        <ConfirmDialog
          trigger={
            <Button disabled={!ids.length || deciding}>
              <Check className="size-4" aria-hidden />
              {t("acceptSelected", { count: ids.length })}
            </Button>
          }
          title={t("acceptTitle", { count: ids.length })}
          description={t("acceptDescription")}
          confirmLabel={t("confirmAccept")}
          onConfirm={async () => {
            if (!(await run("accepted"))) throw new Error("refused");
          }}
        />
        <Button
          variant="outline"
          className="text-red-700 dark:text-red-400"
          disabled={!ids.length || deciding}
          onClick={() => {
            setReason("");
            setReasonError(undefined);
            setRefusing(true);
          }}
        >
          <X className="size-4" aria-hidden />
          {t("refuseSelected", { count: ids.length })}
        </Button>
      </div>
      {error && !data ? (
        <QueryError onRetry={() => startRefresh(() => void refetch())} />
      ) : (
        <div
          aria-busy={pending}
          data-pending={pending || undefined}
          className={pending ? "opacity-70 transition-opacity" : undefined}
        >
          <DataTable
            columns={columns}
            data={rows}
            csvName={t("csv")}
            emptyText={t("empty")}
            toolbar={filters}
            getRowId={(a) => String(a.id)}
            rowSelection={selection}
            onRowSelectionChange={setSelection}
            testId="postules-table"
          />
        </div>
      )}
      <Dialog open={refusing} onOpenChange={(o) => !deciding && setRefusing(o)}>
        {refusing && (
          <DialogContent title={t("refuseTitle", { count: ids.length })} description={t("refuseDescription")}>
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={async (e) => {
                e.preventDefault();
                if (!reason.trim()) {
                  setReasonError(tv("reasonRequired"));
                  return;
                }
                if (await run("refused", reason.trim())) setRefusing(false);
              }}
            >
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-reason`}>{t("reason")}</Label>
                <Textarea
                  id={`${id}-reason`}
                  value={reason}
                  maxLength={REFUSAL_REASON_MAX}
                  placeholder={t("reasonPlaceholder")}
                  aria-invalid={!!reasonError}
                  aria-describedby={reasonError ? `${id}-reason-error` : undefined}
                  onChange={(e) => {
                    setReason(e.target.value);
                    if (e.target.value.trim()) setReasonError(undefined);
                  }}
                  autoFocus
                />
                <FieldError id={`${id}-reason-error`} message={reasonError} />
              </div>
              <div className="flex justify-end gap-2">
                <Button type="button" variant="outline" onClick={() => setRefusing(false)} disabled={deciding}>
                  {tc("cancel")}
                </Button>
                <Button type="submit" className="bg-red-700 hover:bg-red-600" disabled={deciding} aria-busy={deciding}>
                  {t("confirmRefuse")}
                </Button>
              </div>
            </form>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
