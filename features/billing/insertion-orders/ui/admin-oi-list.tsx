"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Ban, CheckCheck, FileText, Pencil, Users } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useState, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { formatDate, formatMoney } from "@/components/data/format";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { RowMenu, type RowMenuItem } from "@/components/ui/row-menu";
import { Select } from "@/components/ui/select";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { ErrorState } from "@/components/ui/states/states";
import { CancelOiDialog, ProcessOiDialog } from "./admin-oi-dialogs";
import { OI_LIST, type Oi, type OiStatus } from "./operations";
import { OiStatusBadge } from "./status-badge";

const STATUSES: OiStatus[] = ["to_sign", "signed", "processed", "cancelled"];

/**
 * /OIlist and /OIlist/{id_annonceur}: every insertion order (or one advertiser's), filtered by status,
 * with the actions its state allows (edit before signature, process once signed, cancel before
 * processing). The page preloads the rows on the server.
 */
export function AdminOiList({ clientId }: { clientId: number | null }) {
  const t = useTranslations("oi");
  const td = useTranslations("data");
  const router = useRouter();
  const [status, setStatus] = useState<OiStatus | "">("");
  const [pending, startTransition] = useTransition();
  const [processing, setProcessing] = useState<Oi | null>(null);
  const [cancelling, setCancelling] = useState<Oi | null>(null);
  const { data, error, refetch } = useSuspenseQuery(OI_LIST, { variables: { client: clientId }, errorPolicy: "all" });
  const all = useMemo(() => data?.oiDocuments ?? [], [data]);
  const rows = useMemo(() => (status ? all.filter((r) => r.status === status) : all), [all, status]);
  const refresh = useCallback(() => {
    startTransition(() => void refetch());
    // The bell (signed OIs waiting) lives in the server-rendered shell.
    router.refresh();
  }, [refetch, router]);
  const columns = useColumns(setProcessing, setCancelling);

  if (error && !data)
    return (
      <ErrorState title={t("list.errorTitle")} text={t("errors.generic")}>
        <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
          {td("retry")}
        </Button>
      </ErrorState>
    );

  return (
    <div className="flex flex-col gap-6">
      <KpiGrid columns={4} label={t("list.kpis")}>
        {STATUSES.map((s) => {
          const n = all.filter((r) => r.status === s).length;
          return (
            <KpiCard
              key={s}
              id={`oi-kpi-${s}`}
              label={t(`status.${s}`)}
              display={String(n)}
              value={n}
              icon={FileText}
              tone={s === "signed" && n > 0 ? "warning" : "default"}
            />
          );
        })}
      </KpiGrid>
      <Card>
        <CardBody>
          <PendingFrame pending={pending}>
            <DataTable<Oi>
              testId="oi-list"
              columns={columns}
              data={rows}
              csvName="ordres-insertion"
              searchPlaceholder={t("list.search")}
              emptyText={t("list.empty")}
              getRowId={(r) => String(r.id)}
              toolbar={
                <div className="flex items-center gap-2">
                  <Label htmlFor="oi-status" className="whitespace-nowrap">
                    {t("list.statusFilter")}
                  </Label>
                  <Select
                    id="oi-status"
                    className="w-40"
                    value={status}
                    onChange={(e) => startTransition(() => setStatus(e.target.value as OiStatus | ""))}
                  >
                    <option value="">{t("list.allStatuses")}</option>
                    {STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {t(`status.${s}`)}
                      </option>
                    ))}
                  </Select>
                </div>
              }
            />
          </PendingFrame>
        </CardBody>
      </Card>
      {processing && <ProcessOiDialog oi={processing} onClose={() => setProcessing(null)} onDone={refresh} />}
      {cancelling && <CancelOiDialog oi={cancelling} onClose={() => setCancelling(null)} onDone={refresh} />}
    </div>
  );
}

function useColumns(onProcess: (oi: Oi) => void, onCancel: (oi: Oi) => void): DataColumn<Oi>[] {
  const t = useTranslations("oi");
  const locale = useLocale();
  return useMemo<DataColumn<Oi>[]>(
    () => [
      { id: "id", accessorKey: "id", header: t("columns.id") },
      {
        id: "title",
        accessorKey: "title",
        header: t("columns.title"),
        cell: ({ row }) => (
          <div className="min-w-48">
            <div className="font-medium">{row.original.title}</div>
            {row.original.program_name && <div className="text-xs text-zinc-500">{row.original.program_name}</div>}
          </div>
        ),
      },
      {
        id: "advertiser",
        accessorFn: (r) => `${r.society} ${r.advertiser_name}`,
        header: t("columns.advertiser"),
        cell: ({ row }) => (
          <div>
            <div>{row.original.society || row.original.advertiser_name}</div>
            <div className="text-xs text-zinc-500">{row.original.advertiser_email}</div>
          </div>
        ),
        meta: { csv: (r: Oi) => r.society || r.advertiser_name },
      },
      {
        id: "amount",
        accessorFn: (r) => r.total_ht_cents ?? 0,
        header: t("columns.amount"),
        cell: ({ row }) =>
          row.original.total_ht_cents === null ? "—" : formatMoney(locale, row.original.total_ht_cents),
        meta: { csv: (r: Oi) => (r.total_ht_cents === null ? "" : (r.total_ht_cents / 100).toFixed(2)) },
      },
      {
        id: "period",
        accessorFn: (r) => r.starts_on ?? "",
        header: t("columns.period"),
        cell: ({ row }) =>
          row.original.starts_on && row.original.ends_on
            ? t("list.periodValue", {
                start: formatDate(locale, row.original.starts_on),
                end: formatDate(locale, row.original.ends_on),
              })
            : "—",
      },
      {
        id: "status",
        accessorKey: "status",
        header: t("columns.status"),
        cell: ({ row }) => <OiStatusBadge status={row.original.status} />,
        meta: { csv: (r: Oi) => t(`status.${r.status}`) },
      },
      {
        id: "signedAt",
        accessorFn: (r) => r.signed_at ?? "",
        header: t("columns.signedAt"),
        cell: ({ row }) => (row.original.signed_at ? formatDate(locale, row.original.signed_at) : "—"),
      },
      {
        id: "actions",
        header: t("columns.actions"),
        enableSorting: false,
        cell: ({ row }) => <RowActions oi={row.original} onProcess={onProcess} onCancel={onCancel} />,
        meta: { noCsv: true },
      },
    ],
    [t, locale, onProcess, onCancel],
  );
}

function RowActions({ oi, onProcess, onCancel }: { oi: Oi; onProcess: (oi: Oi) => void; onCancel: (oi: Oi) => void }) {
  const t = useTranslations("oi.actions");
  const items: RowMenuItem[] = [];
  if (oi.status === "to_sign")
    items.push({ key: "edit", label: t("edit"), icon: Pencil, href: `/updateOi?id=${oi.id}` });
  if (oi.next_states.includes("processed"))
    items.push({ key: "process", label: t("process"), icon: CheckCheck, onSelect: () => onProcess(oi) });
  if (oi.advertiser_client_id !== null)
    items.push({ key: "of", label: t("ofAdvertiser"), icon: Users, href: `/OIlist/${oi.advertiser_client_id}` });
  if (oi.next_states.includes("cancelled"))
    items.push({ key: "cancel", label: t("cancel"), icon: Ban, danger: true, onSelect: () => onCancel(oi) });
  return (
    <div className="flex items-center gap-1">
      <Button asChild variant="ghost" className="h-8 px-2">
        <a href={oi.pdf_url} target="_blank" rel="noopener" title={t("openPdf")} data-testid={`oi-pdf-${oi.id}`}>
          <FileText className="size-4" aria-hidden />
          <span className="sr-only">{t("openPdf")}</span>
        </a>
      </Button>
      {oi.status === "signed" && (
        <Button
          variant="outline"
          className="h-8 px-2 text-xs"
          onClick={() => onProcess(oi)}
          data-testid={`oi-process-${oi.id}`}
        >
          {t("process")}
        </Button>
      )}
      <RowMenu label={t("menu", { id: oi.id })} items={items} />
    </div>
  );
}

/** The "new OI" picker of the page header: choose the advertiser, then draft on /add_oi. */
export function NewOiLink({ advertisers }: { advertisers: { id: number; label: string; clientId: number | null }[] }) {
  const t = useTranslations("oi.list");
  const [picked, setPicked] = useState("");
  const chosen = advertisers.find((a) => String(a.id) === picked);
  const href = chosen ? `/add_oi/${chosen.id}${chosen.clientId !== null ? `/${chosen.clientId}` : ""}` : null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <Label htmlFor="oi-new-advertiser">{t("pickAdvertiser")}</Label>
        <Select id="oi-new-advertiser" className="w-64" value={picked} onChange={(e) => setPicked(e.target.value)}>
          <option value="">{t("pickAdvertiserHelp")}</option>
          {advertisers.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label}
            </option>
          ))}
        </Select>
      </div>
      {href ? (
        <Button asChild>
          <Link href={href} data-testid="oi-new">
            {t("newOi")}
          </Link>
        </Button>
      ) : (
        <Button disabled data-testid="oi-new">
          {t("newOi")}
        </Button>
      )}
    </div>
  );
}
