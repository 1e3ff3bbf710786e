"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { Pause, Pencil, Play, Plus, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { DataTable, dataColumns, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatNumber } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { PageHeader } from "@/components/ui/page-header";
import {
  DELETE_SUPPORT,
  MY_SUPPORTS,
  SET_SUPPORT_ACTIVE,
  type Support,
} from "@/features/myaffil/creatives/ui/creatives/operations";
import { forgettingLists } from "@/features/myaffil/creatives/ui/creatives/list-cache";
import { Loading, QueryError, useServerError } from "@/features/myaffil/creatives/ui/creatives/shared";
import { isMessageKey } from "@/lib/i18n/keys";

// The form libraries (zod, react-hook-form) load when the dialog opens.
const SupportForm = dynamic(() => import("./support-form").then((m) => m.SupportForm), {
  ssr: false,
  loading: Loading,
});

/** Columns shared by the publisher's and the administrators' support tables. */
export function useSupportColumns(): DataColumn<Support>[] {
  const t = useTranslations("myaffilCreatives.supports");
  const tc = useTranslations("myaffilCreatives.common");
  const ts = useTranslations("myaffilCreatives.supportStates");
  const tb = useTranslations("signUpLists.broadcastTypes");
  const tt = useTranslations("signUpLists.themes");
  const locale = useLocale();
  return useMemo(() => {
    const col = dataColumns<Support>();
    return [
      col.accessor("name", { header: t("name"), cell: (c) => <span className="font-medium">{c.getValue()}</span> }),
      col.accessor((s) => (isMessageKey(tb, s.broadcastType) ? tb(s.broadcastType) : s.broadcastType), {
        id: "broadcastType",
        header: t("broadcastType"),
      }),
      col.accessor("url", {
        header: t("url"),
        cell: (c) =>
          c.getValue() ? (
            <a
              href={c.getValue()}
              target="_blank"
              rel="noopener noreferrer"
              className="text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400"
            >
              {c.getValue().replace(/^https?:\/\//, "")}
            </a>
          ) : (
            "—"
          ),
      }),
      col.accessor("audience", {
        header: t("audience"),
        meta: { align: "right" },
        cell: (c) => formatNumber(locale, c.getValue()),
      }),
      col.accessor((s) => s.themes.map((x) => (isMessageKey(tt, x) ? tt(x) : x)).join(", "), {
        id: "themes",
        header: t("themes"),
        cell: (c) => <span className="line-clamp-2 max-w-56 whitespace-normal">{c.getValue() || "—"}</span>,
      }),
      col.accessor((s) => (isMessageKey(ts, s.state) ? ts(s.state) : s.state), {
        id: "state",
        header: tc("state"),
        cell: (c) => <Badge tone={c.row.original.state === "valide" ? "success" : "warning"}>{c.getValue()}</Badge>,
      }),
      col.accessor("createdAt", {
        header: tc("createdAt"),
        cell: (c) => formatDate(locale, c.getValue()),
        meta: { csv: (s: Support) => s.createdAt.slice(0, 10) },
      }),
    ] as DataColumn<Support>[];
  }, [t, tc, ts, tb, tt, locale]);
}

/** The publisher's supports (supportslist): add, edit, pause/resume, delete. */
export function SupportsList() {
  const t = useTranslations("myaffilCreatives.supports");
  const tc = useTranslations("myaffilCreatives.common");
  // Preloaded by the page: the first HTML holds the rows.
  const { data, error, refetch } = useSuspenseQuery(MY_SUPPORTS, { errorPolicy: "all" });
  const [retrying, startRetry] = useTransition();
  const [editing, setEditing] = useState<Support | "new" | null>(null);
  const [setActive] = useMutation(SET_SUPPORT_ACTIVE, { refetchQueries: ["MySupports"] });
  const [remove] = useMutation(DELETE_SUPPORT, {
    ...forgettingLists("mySupports"),
    refetchQueries: ["MySupports"],
    awaitRefetchQueries: true,
  });
  const serverError = useServerError();
  const base = useSupportColumns();

  const columns = useMemo(() => {
    const col = dataColumns<Support>();
    return [
      ...base,
      col.display({
        id: "actions",
        header: tc("actions"),
        meta: { noCsv: true },
        cell: ({ row: { original: s } }) => (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              className="h-8 px-2"
              aria-label={`${tc("edit")} ${s.name}`}
              onClick={() => setEditing(s)}
            >
              <Pencil className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              className="h-8 px-2"
              aria-label={`${s.state === "valide" ? t("pause") : t("resume")} ${s.name}`}
              onClick={async () => {
                try {
                  await setActive({ variables: { id: s.id, active: s.state !== "valide" } });
                  toast.success(s.state === "valide" ? t("paused") : t("resumed"));
                } catch (e) {
                  toast.error(serverError(e));
                }
              }}
            >
              {s.state === "valide" ? (
                <Pause className="size-4" aria-hidden />
              ) : (
                <Play className="size-4" aria-hidden />
              )}
            </Button>
            <ConfirmDialog
              trigger={
                <Button
                  variant="ghost"
                  className="h-8 px-2 text-red-700 dark:text-red-400"
                  aria-label={`${tc("delete")} ${s.name}`}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              }
              title={t("confirmDelete")}
              description={t("confirmDeleteDescription", { name: s.name })}
              confirmLabel={tc("delete")}
              destructive
              onConfirm={async () => {
                try {
                  await remove({ variables: { id: s.id } });
                  toast.success(t("deleted"));
                } catch (e) {
                  toast.error(serverError(e));
                  throw e;
                }
              }}
            />
          </div>
        ),
      }),
    ] as DataColumn<Support>[];
  }, [base, t, tc, setActive, remove, serverError]);

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Button onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden />
            {t("add")}
          </Button>
        }
      />
      {error && !data ? (
        <QueryError onRetry={() => startRetry(() => void refetch())} />
      ) : (
        <DataTable
          columns={columns}
          data={data?.mySupports ?? []}
          loading={retrying}
          csvName={t("csv")}
          emptyText={t("empty")}
          getRowId={(s) => String(s.id)}
          testId="supports-table"
        />
      )}
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        {editing !== null && (
          <DialogContent title={editing === "new" ? t("addTitle") : t("editTitle")}>
            <SupportForm support={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
